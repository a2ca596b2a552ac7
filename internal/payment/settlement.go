package payment

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"kwarta/internal/export"
)

// A provider's settlement file: the transactions it settled to the
// merchant's bank, one CSV line each (docs/PAYMENTS.md, "Settlement
// files"). No public document of Dragonpay's settlement report was found;
// the columns are the transaction fields Dragonpay's Payment Switch API
// names (refNo, refDate, merchantId, txnId, amount, currency, description,
// status, procId, settleDate), with fee when the file has it — an
// assumption the docs state, to check against a real file before going
// live. The sandbox writes the same format (WriteSettlement).

// Limits of a settlement file.
const (
	MaxSettlementBytes = 2 << 20 // 2 MiB
	MaxSettlementLines = 20000
)

// SettlementColumns are the file's header, in the order the sandbox writes
// them; a file may order them as it likes (matched by name, any case), and
// fee may be absent.
var SettlementColumns = []string{"refNo", "refDate", "merchantId", "txnId", "amount", "currency", "description", "status", "procId", "settleDate", "fee"}

// SettlementLine is one settled transaction of a file.
type SettlementLine struct {
	Line        int // the file's line number (the header is 1)
	RefNo       string
	RefDate     time.Time // a calendar date (midnight UTC)
	MerchantID  string
	TxnID       string
	Amount      int64 // minor units
	Currency    string
	Description string
	Status      string
	ProcID      string
	SettleDate  time.Time // a calendar date (midnight UTC)
	Fee         int64     // minor units; 0 when the file has no fee
}

// ErrSettlement is the cause of every refusal of a file; the message says
// what is wrong and where.
var ErrSettlement = errors.New("settlement file")

func refuse(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrSettlement}, args...)...)
}

// ParseSettlement reads a settlement file whole: a header naming every
// column but fee, then one line per transaction, each settled (status S)
// with a txnId or a refNo, a positive amount in pesos with at most two
// decimals, a fee (when present) not above it, and dates as YYYY-MM-DD
// (a time after the date is ignored). Any fault refuses the whole file.
func ParseSettlement(data []byte) ([]SettlementLine, error) {
	if len(data) > MaxSettlementBytes {
		return nil, refuse("the file is larger than %d bytes", MaxSettlementBytes)
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	r := csv.NewReader(bytes.NewReader(data))
	r.TrimLeadingSpace = true
	header, err := r.Read()
	if err != nil {
		return nil, refuse("no header line")
	}
	col := map[string]int{}
	for i, h := range header {
		col[strings.ToLower(strings.TrimSpace(h))] = i
	}
	for _, c := range SettlementColumns {
		if _, ok := col[strings.ToLower(c)]; !ok && c != "fee" {
			return nil, refuse("the header has no %s column (expected %s)", c, strings.Join(SettlementColumns, ","))
		}
	}
	var out []SettlementLine
	for n := 2; ; n++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, refuse("line %d cannot be read", n)
		}
		if len(out) == MaxSettlementLines {
			return nil, refuse("more than %d lines", MaxSettlementLines)
		}
		l, err := parseSettlementLine(rec, col, n)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	if len(out) == 0 {
		return nil, refuse("no transactions")
	}
	return out, nil
}

func parseSettlementLine(rec []string, col map[string]int, n int) (SettlementLine, error) {
	get := func(name string) string {
		if i, ok := col[strings.ToLower(name)]; ok && i < len(rec) {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	l := SettlementLine{Line: n, RefNo: get("refNo"), MerchantID: get("merchantId"), TxnID: get("txnId"), Currency: get("currency"),
		Description: get("description"), Status: get("status"), ProcID: get("procId")}
	if l.TxnID == "" && l.RefNo == "" {
		return l, refuse("line %d has neither txnId nor refNo", n)
	}
	if len(l.TxnID) > 100 || len(l.RefNo) > 100 || len(l.ProcID) > 40 {
		return l, refuse("line %d: a reference is too long", n)
	}
	if l.Status != "S" {
		return l, refuse("line %d: status %q is not S (settled)", n, l.Status)
	}
	var err error
	if l.Amount, err = ParseAmount(get("amount")); err != nil || l.Amount <= 0 {
		return l, refuse("line %d: the amount %q is not a positive amount with at most two decimals", n, get("amount"))
	}
	if fee := get("fee"); fee != "" {
		if l.Fee, err = ParseAmount(fee); err != nil || l.Fee > l.Amount {
			return l, refuse("line %d: the fee %q is not an amount from 0 to the line's amount", n, fee)
		}
	}
	if l.RefDate, err = settlementDate(get("refDate")); err != nil {
		return l, refuse("line %d: refDate %q is not a date (YYYY-MM-DD)", n, get("refDate"))
	}
	if l.SettleDate, err = settlementDate(get("settleDate")); err != nil {
		return l, refuse("line %d: settleDate %q is not a date (YYYY-MM-DD)", n, get("settleDate"))
	}
	return l, nil
}

// settlementDate reads YYYY-MM-DD, with or without a time after it.
func settlementDate(s string) (time.Time, error) {
	if len(s) > 10 && (s[10] == ' ' || s[10] == 'T') {
		s = s[:10]
	}
	return time.Parse(time.DateOnly, s)
}

// WriteSettlement writes lines as a settlement file (the sandbox's), with
// every column.
func WriteSettlement(w io.Writer, lines []SettlementLine) error {
	cw := export.NewWriter(w)
	if err := cw.Write(SettlementColumns...); err != nil {
		return err
	}
	for _, l := range lines {
		if err := cw.Write(l.RefNo, l.RefDate.Format(time.DateOnly), l.MerchantID, l.TxnID, FormatAmount(l.Amount), l.Currency,
			l.Description, l.Status, l.ProcID, l.SettleDate.Format(time.DateOnly), FormatAmount(l.Fee)); err != nil {
			return err
		}
	}
	return cw.Flush()
}
