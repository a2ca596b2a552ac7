package console

import (
	"context"
	"mime/multipart"
	"strconv"

	"kwarta/internal/fault"
	"kwarta/internal/httpapi"
	"kwarta/internal/page"
	"kwarta/internal/payment"
	"kwarta/internal/repay"
	"kwarta/internal/store"
)

// The payments screen's settlement reconciliation (docs/PAYMENTS.md,
// "Settlement files"): a provider's settlement file uploaded and matched
// with the payments credited, the files imported, and the lines that did
// not match as a queue, each resolved with a note (audited; no money
// moves).

// Settlements is what the screen needs of the repayments for it (the
// repayment package's Service).
type Settlements interface {
	ImportSettlement(ctx context.Context, tx *store.Tx, name string, data []byte, by string) (repay.SettlementFile, error)
	SettlementFiles(ctx context.Context, o page.Order) (page.Page[repay.SettlementFile], error)
	SettlementQueue(ctx context.Context, fileID int64, resolved bool, o page.Order) (page.Page[repay.SettlementItem], error)
	ResolveSettlementLine(ctx context.Context, tx *store.Tx, id int64, note, by string) (repay.SettlementItem, error)
}

// SettlementUpload are payments/settlements' (POST): the file.
type SettlementUpload struct {
	File []*multipart.FileHeader `param:"file" desc:"the provider's settlement file (CSV, at most 2 MB)"`
}

// SettlementQueueParams are payments/settlements/queue's.
type SettlementQueueParams struct {
	File     int64 `param:"file,max=18" desc:"one file's lines (its id); 0 or empty: every file's"`
	Resolved int64 `param:"resolved,max=1" desc:"1: the lines resolved with a note instead of those waiting"`
	page.Params
}

// SettlementResolveParams are payments/settlements/resolve's.
type SettlementResolveParams struct {
	ID   int64  `param:"id,required,max=18" desc:"the line's id"`
	Note string `param:"note,required,max=500" desc:"what was found; the line is marked reviewed (no money moves)"`
}

func (s *PaymentsScreen) settlementRoutes() []httpapi.Route {
	rt := func(method, path, summary string, data any, handle httpapi.Handler) httpapi.Route {
		return httpapi.Route{Method: method, Path: "/admin/api/payments/settlements" + path, Summary: "Console: " + summary, Auth: httpapi.Operator,
			Permission: PermPayments, Data: data, Handle: handle}
	}
	return []httpapi.Route{
		rt("POST", "", "import a provider's settlement file (multipart, field file; CSV, docs/PAYMENTS.md): each line matched with the payments credited by txnId or refNo — matched (posted: cash in transit to the bank, less the fee), differ, missing here, settled before — and the payments of its days it lacks (missing at the provider); a bad file is a 400 and saves nothing; the same file again posts nothing and answers the first import with again (finance, audited)",
			repay.SettlementFile{}, httpapi.Bind(s.HandleSettlementImport)),
		rt("GET", "", "the settlement files imported, with their summaries, a page at a time (sort: at; default -at) (finance)",
			page.Page[repay.SettlementFile]{}, httpapi.Bind(s.HandleSettlementFiles)),
		rt("GET", "/queue", "the settlement lines that did not match (differ, missing-here, missing-provider, settled-before), waiting or with resolved=1 resolved, a page at a time (sort: line, the default, amount) (finance)",
			page.Page[repay.SettlementItem]{}, httpapi.Bind(s.HandleSettlementQueue)),
		rt("POST", "/resolve", "mark a settlement line of the queue reviewed with a note; no money moves (finance, audited; not waiting: 409)",
			repay.SettlementItem{}, httpapi.Bind(s.HandleSettlementResolve)),
	}
}

// HandleSettlementImport is POST /admin/api/payments/settlements.
func (s *PaymentsScreen) HandleSettlementImport(c *httpapi.Call, p SettlementUpload) (any, error) {
	if len(p.File) != 1 {
		return nil, fault.Field("file", "Attach one settlement file.")
	}
	fh := p.File[0]
	if fh.Size > payment.MaxSettlementBytes {
		return nil, fault.Field("file", "The settlement file was refused: it is larger than 2 MB.")
	}
	data, err := readUpload(fh, payment.MaxSettlementBytes)
	if err != nil {
		return nil, err
	}
	return s.ImportSettlement(c.Context(), c.Operator, fh.Filename, data)
}

// ImportSettlement imports a provider's settlement file as op (the
// console's upload and `kwarta payment settle`): matched lines post their
// entries and the import is audited, in one transaction; the same file
// again changes nothing and answers the first import (Again).
func (s *PaymentsScreen) ImportSettlement(ctx context.Context, op httpapi.OperatorSession, name string, data []byte) (repay.SettlementFile, error) {
	var out repay.SettlementFile
	err := s.db.InTx(ctx, func(ctx context.Context, tx *store.Tx) error {
		var err error
		out, err = s.settlements.ImportSettlement(ctx, tx, name, data, op.Name)
		if err != nil || out.Again {
			return err
		}
		return s.audit.Record(ctx, tx, op, "import", "settlement", strconv.FormatInt(out.ID, 10), nil, out)
	})
	return out, err
}

// HandleSettlementFiles is GET /admin/api/payments/settlements.
func (s *PaymentsScreen) HandleSettlementFiles(c *httpapi.Call, p page.Params) (any, error) {
	o, err := p.Parse(repay.SettlementFileSorts)
	if err != nil {
		return nil, err
	}
	return s.settlements.SettlementFiles(c.Context(), o)
}

// HandleSettlementQueue is GET /admin/api/payments/settlements/queue.
func (s *PaymentsScreen) HandleSettlementQueue(c *httpapi.Call, p SettlementQueueParams) (any, error) {
	o, err := p.Parse(repay.SettlementQueueSorts)
	if err != nil {
		return nil, err
	}
	return s.settlements.SettlementQueue(c.Context(), p.File, p.Resolved == 1, o)
}

// HandleSettlementResolve is POST /admin/api/payments/settlements/resolve.
func (s *PaymentsScreen) HandleSettlementResolve(c *httpapi.Call, p SettlementResolveParams) (any, error) {
	var out repay.SettlementItem
	err := s.db.InTx(c.Context(), func(ctx context.Context, tx *store.Tx) error {
		var err error
		if out, err = s.settlements.ResolveSettlementLine(ctx, tx, p.ID, p.Note, c.Operator.Name); err != nil {
			return err
		}
		return s.audit.Record(ctx, tx, c.Operator, "resolve", "settlement-line", strconv.FormatInt(p.ID, 10), nil, map[string]any{"outcome": out.Outcome, "note": p.Note})
	})
	return out, err
}
