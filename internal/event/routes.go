package event

import h "kwarta/internal/httpapi"

// Routes are the taps the pages report.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/service/event/save", Summary: "Record a tap (moduleId 30: Borrow Again; 31, 32 and 33: a recommended product on order details, on the failure page and on the recommend list)", Auth: h.Borrower,
			Handle: h.Bind(s.HandleSave)},
	}
}

// SaveParams are service/event/save's.
type SaveParams struct {
	h.ProductOptional
	ModuleID   int `param:"moduleId,required,max=6" desc:"which module"`
	PositionID int `param:"positionId,max=6" desc:"position in the module (a list index; 0 for a single button)"`
}
