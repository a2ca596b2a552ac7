// Package event keeps what the pages report about a borrower's taps
// (service/event/save): which module, which position, which product.
package event

import (
	"context"

	"kwarta/internal/clock"
	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/store"
)

// The modules the pages report.
const (
	// ModuleBorrowAgain is the order details page's Borrow Again.
	ModuleBorrowAgain = 30
	// ModuleDetailsRecommendation is a recommended product tapped on the order details page.
	ModuleDetailsRecommendation = 31
	// ModuleFailureRecommendation is a recommended product tapped on the joint-login failure page.
	ModuleFailureRecommendation = 32
	// ModuleListRecommendation is a product tapped on the recommend list page.
	ModuleListRecommendation = 33
)

// Event is one reported tap.
type Event struct {
	UserID     int64
	ModuleID   int
	PositionID int
	ProductID  int64
	DeviceID   string
	AppVersion string
}

// Service stores events.
type Service struct {
	db    *store.DB
	clock clock.Clock
	// products says which products exist (the loan package's).
	products Products
}

// New is the events over db; products says which products exist.
func New(db *store.DB, clk clock.Clock, products Products) *Service {
	return &Service{db: db, clock: clk, products: products}
}

// Products is what the events need of the loan products.
type Products interface {
	// ProductExists says whether a product with this id exists, enabled or not.
	ProductExists(ctx context.Context, id int64) (bool, error)
}

// Save stores an event; a productId must name a product (0: none).
func (s *Service) Save(ctx context.Context, e Event) error {
	if e.ModuleID < 1 {
		return fault.Field("moduleId", "moduleId must be a positive number.")
	}
	if e.PositionID < 0 {
		return fault.Field("positionId", "positionId cannot be negative.")
	}
	if e.ProductID != 0 {
		ok, err := s.products.ProductExists(ctx, e.ProductID)
		if err != nil {
			return err
		}
		if !ok {
			return fault.Field("productId", "There is no loan product with this productId.")
		}
	}
	_, err := s.db.Exec(ctx, `INSERT INTO app_events (user_id, module_id, position_id, product_id, device_id, app_version, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, e.UserID, e.ModuleID, e.PositionID, e.ProductID, e.DeviceID, e.AppVersion, store.Millis(s.clock.Now()))
	return err
}

// HandleSave is service/event/save; the pages ignore its answer.
func (s *Service) HandleSave(c *httpapi.Call, p SaveParams) (any, error) {
	return nil, s.Save(c.Context(), Event{
		UserID: c.Session.UserID, ModuleID: p.ModuleID, PositionID: p.PositionID,
		ProductID: p.ProductID, DeviceID: c.Common.DeviceID, AppVersion: c.Common.AppVersion,
	})
}
