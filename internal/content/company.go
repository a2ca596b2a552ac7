// Package content serves what the information pages show: the lender's
// details (customer service, about us, privacy policy, loan terms, the
// official site) and the images kept in the database.
package content

import (
	"context"
	"strings"

	"kwarta/internal/httpapi"
	"kwarta/internal/market"
	"kwarta/internal/store"
)

// Service reads and saves the lender's details.
type Service struct {
	db     *store.DB
	market *market.Market
	// config holds the values given at start: the defaults of what is not
	// stored (an admin edits the stored details on the console's Content screen).
	config Company
}

// New is the lender's content over db in market mkt; config holds the
// values given at start, the defaults of what is not stored.
func New(db *store.DB, mkt *market.Market, config Company) *Service {
	return &Service{db: db, market: mkt, config: config}
}

// fallback is shown only while neither configuration nor the database says otherwise.
var fallback = Company{
	Details: Details{AppName: "Kwarta", Name: "Kwarta", AppScheme: "kwarta://"}, BrandColor: "#0a7d5a",
	BrandGradient: "linear-gradient(135deg, #0a7d5a 0%, #19a974 100%)", FontColor: "#ffffff",
}

// Company returns the lender's details: what an operator or the demo
// stored first, then the configuration, then the fallback.
// The stored details are cached (see store.Cached); SaveCompany drops them.
func (s *Service) Company(ctx context.Context) (Company, error) {
	return store.Cached(ctx, s.db, companyCacheKey, s.loadCompany)
}

const companyCacheKey = "content.company"

func (s *Service) loadCompany(ctx context.Context, q store.Querier) (Company, error) {
	c := fallback
	rows, err := q.Query(ctx, `SELECT key, value FROM settings WHERE key LIKE 'company.%'`)
	if err != nil {
		return c, err
	}
	defer rows.Close()
	stored := map[string]string{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return c, err
		}
		stored[strings.TrimPrefix(k, "company.")] = v
	}
	if err := rows.Err(); err != nil {
		return c, err
	}
	given := s.config
	for _, f := range CompanyFields {
		if v := *f.Ptr(&given); v != "" {
			*f.Ptr(&c) = v
		}
		if v := stored[f.Key]; v != "" {
			*f.Ptr(&c) = v
		}
	}
	return c, nil
}

// SaveCompany stores the lender's details (the non-empty ones).
func SaveCompany(ctx context.Context, q store.Querier, c Company, now int64) error {
	return save(ctx, q, &c, false, false, now)
}

// save stores c's details under company.<json name> (only the editable
// ones with editable); with empty, an empty one is stored too (it then
// falls back to the configuration).
func save(ctx context.Context, q store.Querier, c *Company, editable, empty bool, now int64) error {
	for _, f := range CompanyFields {
		v := *f.Ptr(c)
		if (editable && !f.Editable) || (v == "" && !empty) {
			continue
		}
		_, err := q.Exec(ctx, `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
			"company."+f.Key, v, now)
		if err != nil {
			return err
		}
	}
	store.Invalidate(q, companyCacheKey)
	return nil
}

// GrievanceOfficer is who handles privacy complaints.
type GrievanceOfficer struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Address string `json:"address"`
}

// SiteConfig is what every page needs to know about the lender and the market.
type SiteConfig struct {
	AppName          string           `json:"appName"`
	CompanyName      string           `json:"companyName"`
	CompanyAddress   string           `json:"companyAddress"`
	Website          string           `json:"website"`
	SupportEmail     string           `json:"supportEmail"`
	SupportPhone     string           `json:"supportPhone"`
	Market           string           `json:"market"`
	Currency         string           `json:"currency"`
	CurrencySymbol   string           `json:"currencySymbol"`
	BrandColor       string           `json:"brandColor"`
	BrandGradient    string           `json:"brandGradient"`
	FontColor        string           `json:"fontColor"`
	GrievanceOfficer GrievanceOfficer `json:"grievanceOfficer"`
	IOSStoreURL      string           `json:"iosStoreUrl"`
	AndroidStoreURL  string           `json:"androidStoreUrl"`
	AppScheme        string           `json:"appScheme"`
}

// HandleSiteConfig answers the lender's details for the pages.
func (s *Service) HandleSiteConfig(c *httpapi.Call) (any, error) {
	co, err := s.Company(c.Context())
	if err != nil {
		return nil, err
	}
	return SiteConfig{
		AppName: co.AppName, CompanyName: co.Name, CompanyAddress: co.Address, Website: co.Website,
		SupportEmail: co.SupportEmail, SupportPhone: co.SupportPhone,
		Market: s.market.Code, Currency: s.market.Currency, CurrencySymbol: s.market.Symbol,
		BrandColor: co.BrandColor, BrandGradient: co.BrandGradient, FontColor: co.FontColor,
		GrievanceOfficer: GrievanceOfficer{Name: co.GrievanceName, Email: co.GrievanceEmail, Phone: co.GrievancePhone, Address: co.GrievanceAddress},
		IOSStoreURL:      co.IOSStoreURL, AndroidStoreURL: co.AndroidStoreURL, AppScheme: co.AppScheme,
	}, nil
}

// ContactInfo is the customer service page's contact lines.
type ContactInfo struct {
	Email string `json:"email"`
	// SMWa is the service phone line (its wire name is smWa).
	SMWa string `json:"smWa"`
	// Hours is when the lines are answered ("" when the lender gave none).
	Hours string `json:"hours"`
}

// HandleContactInfo answers the customer service email, phone and opening hours.
func (s *Service) HandleContactInfo(c *httpapi.Call, _ ContactParams) (any, error) {
	co, err := s.Company(c.Context())
	if err != nil {
		return nil, err
	}
	return ContactInfo{Email: co.SupportEmail, SMWa: co.SupportPhone, Hours: co.SupportHours}, nil
}
