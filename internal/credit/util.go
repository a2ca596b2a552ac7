package credit

import (
	"slices"
	"strconv"
	"strings"

	"kwarta/internal/fault"
)

func itoa(n int) string { return strconv.Itoa(n) }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// splitList reads a comma-separated list ("" is none).
func splitList(s string) []string {
	if s == "" {
		return []string{}
	}
	return strings.Split(s, ",")
}

// Validate is Check as the envelope's error: the first rule's error, and
// each rule's by its code in its fields; nil for a sound policy.
func (p Policy) Validate() error {
	if errs := p.Check(); len(errs) > 0 {
		return errInvalid(errs)
	}
	return nil
}

// errInvalid is a refused policy: the first rule's error, and each rule's
// by its code.
func errInvalid(errs map[string]string) error {
	codes := make([]string, 0, len(errs))
	for c := range errs {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	return &fault.Error{Code: fault.CodeInvalid, Message: errs[codes[0]], Fields: errs}
}
