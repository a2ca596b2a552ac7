package loanpage

import "kwarta/internal/lang"

// The pages' texts are written in English here and said in the call's
// language on the way out (internal/lang's catalogue): each In below
// returns the page's data in t. Amounts, dates, names and numbers stay as
// they are; a text the catalogue lacks stays English.

// In is the order details page in t.
func (d Details) In(t lang.Tag) Details {
	if t == lang.English {
		return d
	}
	lang.Texts(t, &d.NoticeStatusText, &d.NoticeDesText, &d.ReyMsg, &d.KindTipsMsg, &d.CardPopTitle, &d.CardPopMsg)
	d.UserOrderDetail.Detail = RowsIn(t, d.UserOrderDetail.Detail)
	d.RecProducts = recommendationsIn(t, d.RecProducts)
	return d
}

// In is a failure notice in t.
func (n FailNotice) In(t lang.Tag) FailNotice {
	if t == lang.English {
		return n
	}
	lang.Texts(t, &n.NoticeMsg, &n.ErrorMsg)
	n.Reasons = lang.List(t, n.Reasons)
	n.RecProducts = recommendationsIn(t, n.RecProducts)
	return n
}

// In is the list of offers in t.
func (o Offers) In(t lang.Tag) Offers {
	o.Products = recommendationsIn(t, o.Products)
	return o
}

// RowsIn is rows in t, labels and values (a new slice; nil stays nil).
func RowsIn(t lang.Tag, rows []Row) []Row {
	if rows == nil || t == lang.English {
		return rows
	}
	out := make([]Row, len(rows))
	for i, r := range rows {
		out[i] = Row{Text: lang.T(t, r.Text), Value: lang.T(t, r.Value)}
	}
	return out
}

func recommendationsIn(t lang.Tag, recs []Recommendation) []Recommendation {
	if recs == nil || t == lang.English {
		return recs
	}
	out := make([]Recommendation, len(recs))
	for i, r := range recs {
		lang.Texts(t, &r.ButtonText, &r.RangeDesc, &r.Rate)
		out[i] = r
	}
	return out
}
