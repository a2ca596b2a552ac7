package repaypage

import (
	"kwarta/internal/lang"
	"kwarta/internal/loanpage"
	"kwarta/internal/repay"
)

// The repayment pages, receipts and the sandbox's pay page are written in
// English and said in the call's language on the way out (internal/lang's
// catalogue). Amounts, dates, references and channel names stay as they are.

// instalmentIn is the instalment repayment page in t.
func instalmentIn(t lang.Tag, p repay.Instalment) repay.Instalment {
	if t == lang.English {
		return p
	}
	lang.Texts(t, &p.NoticeMsg)
	p.Detail = loanpage.RowsIn(t, p.Detail)
	p.DefDetail = defaultCodeIn(t, p.DefDetail)
	return p
}

// extensionIn is the extension page in t.
func extensionIn(t lang.Tag, p repay.ExtensionPage) repay.ExtensionPage {
	if t == lang.English {
		return p
	}
	lang.Texts(t, &p.NoticeMsg, &p.DelayInfo.Title)
	plan := make([]repay.PlanItem, len(p.RepayPlan))
	for i, it := range p.RepayPlan {
		lang.Texts(t, &it.Title, &it.Time, &it.Remark)
		plan[i] = it
	}
	if p.RepayPlan != nil {
		p.RepayPlan = plan
	}
	p.DefDetail = defaultCodeIn(t, p.DefDetail)
	return p
}

// defaultCodeIn is the pay-code box in t: its title, until when the code
// holds, and the payment notices (their groups and steps).
func defaultCodeIn(t lang.Tag, d repay.DefaultCode) repay.DefaultCode {
	lang.Texts(t, &d.Title, &d.PayBy)
	if d.PayNotice == nil {
		return d
	}
	notices := make(map[string][]repay.Notice, len(d.PayNotice))
	for group, list := range d.PayNotice {
		out := make([]repay.Notice, len(list))
		for i, n := range list {
			out[i] = repay.Notice{Name: n.Name, Steps: lang.List(t, n.Steps)}
		}
		notices[lang.T(t, group)] = out
	}
	d.PayNotice = notices
	return d
}

// receiptIn is a receipt (or a payments history row) in t.
func receiptIn(t lang.Tag, r repay.Receipt) repay.Receipt {
	if t == lang.English {
		return r
	}
	lang.Texts(t, &r.Title, &r.Note)
	r.Applied = loanpage.RowsIn(t, r.Applied)
	return r
}
