// GENERATED FILE: do not edit. The API's types, made by openapi-typescript
// from the API document (go run ./cmd/kwarta openapi: internal/server/routes.go
// through internal/httpapi/openapi.go). Regenerate with `make api-types`;
// `make api-types-check` (part of `make test`) fails when this file is stale.
// Use the aliases of shared/api/types.ts (Schema<'notice.Settings'>, Data<...>).

export interface paths {
    "/medium/admin/api/accounting/aging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the receivables aging on a market date: what the orders owe in the books, by days past due (current, 1-30, 31-60, 61-90, over 90) and component (finance) */
        get: operations["getAdminApiAccountingAging"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/aging.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the aging, one row per order owing, as a CSV file (text/csv, an attachment; finance) */
        get: operations["getAdminApiAccountingAging.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collection register from from to to: each payment received with its order, borrower, channel, the provider's reference and the amount, a page at a time (sort: at, the default, amount) (finance) */
        get: operations["getAdminApiAccountingCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/collections.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collection register as a CSV file (text/csv, an attachment; finance) */
        get: operations["getAdminApiAccountingCollections.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/disbursements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the disbursement register from from to to: each loan paid out with its order, borrower, channel, the provider's reference and the principal, a page at a time (sort: at, the default, amount) (finance) */
        get: operations["getAdminApiAccountingDisbursements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/disbursements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the disbursement register as a CSV file (text/csv, an attachment; finance) */
        get: operations["getAdminApiAccountingDisbursements.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/income": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the income statement of from to to: each income and expense account's total (interest, fees, penalties, late interest; write-offs, waivers) and the net income, minor units (finance) */
        get: operations["getAdminApiAccountingIncome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/income.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the income statement as a CSV file (text/csv, an attachment; finance) */
        get: operations["getAdminApiAccountingIncome.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the general-ledger journal: one row per posting of the entries dated from to to (market dates, both included; at most 366 days), a page at a time (sort: date, the default, account, amount) (finance) */
        get: operations["getAdminApiAccountingJournal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/journal.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the journal's postings as a CSV file (text/csv, an attachment; finance) */
        get: operations["getAdminApiAccountingJournal.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the trial balance on a market date: every account's debits, credits and balance (debits less credits), minor units, and the totals, whose balance is zero (finance) */
        get: operations["getAdminApiAccountingTrialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/accounting/trial-balance.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the trial balance as a CSV file (text/csv, an attachment; finance) */
        get: operations["getAdminApiAccountingTrialBalance.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the proposals waiting for a second operator that your role may decide, and your own (yours: another operator must approve), oldest first; decided=1: the decided ones, newest first; a page at a time (sort: proposed, decided, kind) */
        get: operations["getAdminApiApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/approvals/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: approve a proposal, which carries it out once (never your own; 409 and marked failed when it cannot be done any more; audited) */
        post: operations["postAdminApiApprovalsApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/approvals/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: approve or decline several proposals, each on its own (carried out and audited one by one; one failing does not stop the others); one verdict per id */
        post: operations["postAdminApiApprovalsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/approvals/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: decline a proposal with a note saying why (audited) */
        post: operations["postAdminApiApprovalsDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/approvals/threshold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the amount above which a disbursement needs a second operator (minor units; 0: every one) */
        get: operations["getAdminApiApprovalsThreshold"];
        put?: never;
        /** Console: propose another disbursement threshold (admin; a second admin approves) */
        post: operations["postAdminApiApprovalsThreshold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/approvals/write-off-days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: how many days past due an order is proposed for a write-off (orders/write-off-due; default 180) */
        get: operations["getAdminApiApprovalsWriteOffDays"];
        put?: never;
        /** Console: propose another number of write-off days (admin; a second admin approves) */
        post: operations["postAdminApiApprovalsWriteOffDays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the audit log by operator, action, object and date, a page at a time (sort: at, operator, action, objectType; default -at) (admin) */
        get: operations["getAdminApiAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the same lines as a CSV file, up to 100000 (text/csv, an attachment; admin) */
        get: operations["getAdminApiAudit.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/audit/choices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the audit filters' values: every object type, action and operator in the log (admin) */
        get: operations["getAdminApiAuditChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/audit/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: walk the audit log's hash chain: verified up to which entry, and the first broken one (admin) */
        get: operations["getAdminApiAuditVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/borrowers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: borrowers by phone (any form) or name (each word typed starts a word of the name; phones masked), a page at a time (sort: created, name, orders; default -created) */
        get: operations["getAdminApiBorrowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/borrowers/applicant/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: a borrower's applicant data in full (name, birth date, ID number, street line, image reference), for checking an application (reviewer, audited) */
        post: operations["postAdminApiBorrowersApplicantReveal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/borrowers/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: a borrower's profile, orders, payout accounts (masked: •••• 1234) and sessions */
        get: operations["getAdminApiBorrowersDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/borrowers/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: end every session of a borrower, on every device (admin, audited) */
        post: operations["postAdminApiBorrowersSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: an account past due for collections: its row, the conduct rules now, every contact with the borrower, the promises, the borrower's collection complaints and the texts one may send */
        get: operations["getAdminApiCollectionsAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: give accounts (up to 200) to a collector, or to nobody (collections lead, audited) */
        post: operations["postAdminApiCollectionsAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: log a call or visit on one's account, under the conduct rules (the daily cap; outside the contact hours a warning, confirmed=1 logs it; 409 names the rule and is audited) */
        post: operations["postAdminApiCollectionsContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/promise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: record the borrower's promise to pay an amount by a date (one open at a time; kept when the money arrives by the end of the day, broken otherwise) */
        post: operations["postAdminApiCollectionsPromise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/collectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: each collector's activity from from to to (market dates, both included): calls, visits, texts, reached, promises made, kept and broken, and the recoveries attributed to them (collection-reports) */
        get: operations["getAdminApiCollectionsReportsCollectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/collectors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collections report collectors as a CSV file (text/csv, an attachment) (collection-reports) */
        get: operations["getAdminApiCollectionsReportsCollectors.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/efficiency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collection efficiency of each month from from to to: money received ÷ money that fell due (the plans' instalments) (collection-reports) */
        get: operations["getAdminApiCollectionsReportsEfficiency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/efficiency.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collections report efficiency as a CSV file (text/csv, an attachment) (collection-reports) */
        get: operations["getAdminApiCollectionsReportsEfficiency.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/par": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the portfolio at risk on a market date: the principal outstanding in the books of the loans 1+, over 30, over 60 and over 90 days past due, and its share of all principal outstanding (collection-reports) */
        get: operations["getAdminApiCollectionsReportsPar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/par.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collections report par as a CSV file (text/csv, an attachment) (collection-reports) */
        get: operations["getAdminApiCollectionsReportsPar.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/promises": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the promise-to-pay kept rate of each month from from to to: promises resolved in the month, kept ÷ (kept + broken) (collection-reports) */
        get: operations["getAdminApiCollectionsReportsPromises"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/promises.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collections report promises as a CSV file (text/csv, an attachment) (collection-reports) */
        get: operations["getAdminApiCollectionsReportsPromises.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/roll-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the roll rates from the end of the month before month to the end of month: by the aging's buckets, where each bucket's principal went (a bucket, paid off, written off), from the month-end snapshots (collection-reports) */
        get: operations["getAdminApiCollectionsReportsRollRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/roll-rates.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collections report roll-rates as a CSV file (text/csv, an attachment) (collection-reports) */
        get: operations["getAdminApiCollectionsReportsRollRates.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/vintage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the vintage curves: for each disbursement month, the share of its disbursed principal more than 30 days past due at each month-end snapshot, by months on book (collection-reports) */
        get: operations["getAdminApiCollectionsReportsVintage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reports/vintage.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collections report vintage as a CSV file (text/csv, an attachment) (collection-reports) */
        get: operations["getAdminApiCollectionsReportsVintage.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose rescheduling one's account with the borrower's consent, which finance approves (four eyes) */
        post: operations["postAdminApiCollectionsReschedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collection rules (buckets and their teams, the daily cap, the round-robin rule) and the collectors */
        get: operations["getAdminApiCollectionsSettings"];
        put?: never;
        /** Console: save the collection rules (collections lead, audited) */
        post: operations["postAdminApiCollectionsSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: text the borrower's own number a published collection text, under the conduct rules (outside the contact hours or over the daily cap: 409, audited) */
        post: operations["postAdminApiCollectionsSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the collection texts, drafts and published */
        get: operations["getAdminApiCollectionsTexts"];
        put?: never;
        /** Console: save a collection text as a draft, after the checks (placeholders, one SMS, no threats, profanity, criminal charges, false representation or third parties) (collections lead, audited) */
        post: operations["postAdminApiCollectionsTexts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/texts/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: publish a collection text so collectors may send it, after the checks again (admin, audited) */
        post: operations["postAdminApiCollectionsTextsPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/waive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose a waiver on one's account, which finance approves (four eyes) */
        post: operations["postAdminApiCollectionsWaive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/worklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the orders past due, a page at a time, with days past due, bucket, amount owed by component, borrower (phone masked), last contact, promise, next action and collector (sort: urgency, the default: a broken promise first, then the longest past due; due; amount) */
        get: operations["getAdminApiCollectionsWorklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/collections/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose writing one's account off, which finance approves (four eyes) */
        post: operations["postAdminApiCollectionsWriteOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the complaints inbox with each one's 3-weekday promise and the server's time, a page at a time (sort: urgency, the default: overdue first; filed, due, status) (support) */
        get: operations["getAdminApiComplaints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/complaints/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: every collection contact with a complaint's borrower, newest first: who, when, by what, what was said */
        get: operations["getAdminApiComplaintsContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/complaints/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: one complaint with its images, its order, the reply and the internal notes (support) */
        get: operations["getAdminApiComplaintsDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/complaints/image/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: a complaint image, evidence or reply, to an operator who answers complaints */
        get: operations["getAdminApiComplaintsImageName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/complaints/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: add an internal note to a complaint, never shown to the borrower (support, audited) */
        post: operations["postAdminApiComplaintsNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/complaints/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: answer a complaint, with images (JPEG, PNG or WebP, at most 9 of 5 MB each; kept re-encoded); the borrower is asked for a score (support, audited; answered already: 409) */
        post: operations["postAdminApiComplaintsReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/content/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the lender's details and contact lines as the pages show them (stored, else the flags) (admin) */
        get: operations["getAdminApiContentCompany"];
        put?: never;
        /** Console: save the lender's details and contact lines, every one (empty: the flag's value); every wrong field is named (admin, audited) */
        post: operations["postAdminApiContentCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/content/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: store an image for the pages (a landing banner); PNG, JPEG, GIF, WebP or SVG of at most 5 MB, its content deciding its type; answers its address (admin, audited) */
        post: operations["postAdminApiContentImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/content/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: one version of the privacy policy or the loan terms (none: the newest; 0: the built-in text), every published version and the placeholders (admin) */
        get: operations["getAdminApiContentLegal"];
        put?: never;
        /** Console: propose the privacy policy or the loan terms as their next version, published on a second admin's approval; refused, then and at the approval, when another version was published since base (admin, four eyes) */
        post: operations["postAdminApiContentLegal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/content/legal/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: a draft of the privacy policy or the loan terms drawn as the pages draw it, or its first mistake by line; nothing is stored (admin) */
        post: operations["postAdminApiContentLegalPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/content/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: every promotion landing template, enabled or not (admin) */
        get: operations["getAdminApiContentTemplates"];
        put?: never;
        /** Console: propose a landing template's texts, colours, banner and app links (every wrong field is named); a second admin's approval saves them (admin, four eyes) */
        post: operations["postAdminApiContentTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/content/templates/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: add a template copied from another, closed until opened (admin, audited) */
        post: operations["postAdminApiContentTemplatesCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/content/templates/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: close (0) a template's landing page at once (a closed one answers 404), or propose opening it (1) for a second admin's approval (admin, audited, four eyes to open) */
        post: operations["postAdminApiContentTemplatesEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/credit/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the credit policy in force, its published versions and the kinds of rule a draft may use (reviewer, admin) */
        get: operations["getAdminApiCreditPolicy"];
        put?: never;
        /** Console: propose a draft as the next version of the credit policy (every wrong rule named, by its code); a second admin's approval publishes it (admin, four eyes) */
        post: operations["postAdminApiCreditPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/credit/what-if": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: what a draft policy would have decided on the last N days of applications, beside what was decided, and how those it approves were repaid; nothing is saved (admin) */
        post: operations["postAdminApiCreditWhatIf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: today's and this month's applications, approvals, money disbursed and collected (market days), the overdue book by age (1–30, 31–90, 91+ days) and the landing funnel; minor units */
        get: operations["getAdminApiDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: the first sign-in from a one-time link: set the password, get the TOTP secret and its QR code; the first call claims the link, a second is refused (404) */
        post: operations["postAdminApiEnrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/enrol/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: prove the authenticator app's first code; the link is then used up */
        post: operations["postAdminApiEnrolConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the market's code, currency and time zone, which every console time is shown and read in (public: nothing secret, read before sign-in) */
        get: operations["getAdminApiMarket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the signed-in operator, the role's permissions and the CSRF token for changes */
        get: operations["getAdminApiMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the operators, enrolled or not, locked or not, a page at a time (sort: created, the default, name, role) (admin) */
        get: operations["getAdminApiOperators"];
        put?: never;
        /** Console: propose a new operator; a second admin approves it and is shown the one-time sign-in link, /admin/enrol?token=… valid 24 hours (admin, audited) */
        post: operations["postAdminApiOperators"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/operators/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose clearing an operator's password and TOTP; a second admin's approval ends their sessions and is shown a new one-time sign-in link, valid 24 hours; never your own (admin, four eyes) */
        post: operations["postAdminApiOperatorsReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/operators/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: end every session of an operator (admin) */
        post: operations["postAdminApiOperatorsSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/operators/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: end an operator's lockout after wrong sign-ins (admin, audited) */
        post: operations["postAdminApiOperatorsUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/operators/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: disable an operator at once (ending every session), or propose another role or enabling the account, which a second admin approves; never your own admin role, never the last admin (admin, audited) */
        post: operations["postAdminApiOperatorsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: orders by order number, phone, status or queue, a page at a time (sort: created, principal, status, orderNo; default -created) */
        get: operations["getAdminApiOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: an application for its review: the credit policy's decision (version, reasons, inputs), its flags, the borrower's exposure (open and overdue loans, owed, limit, repayments), applicant data masked and other orders (reviewer) */
        get: operations["getAdminApiOrdersApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose cancelling an approved order before its payout (21, or 151 once the withdrawal is confirmed), with the reason (four eyes: another finance operator or admin approves it; paid out, or a payout on its way: refused; nothing is posted, no money moved; finance, audited) */
        post: operations["postAdminApiOrdersCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: approve or reject an application (151), with the reason (required to reject, and to approve over the credit policy's flags, which are recorded as overridden; reviewer, audited) */
        post: operations["postAdminApiOrdersDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: one order with its figures, its whole history of statuses and its payments ledger */
        get: operations["getAdminApiOrdersDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/disburse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: send an order's money through the payout adapter (finance); above the threshold (default 0: always) it is proposed (state proposed) and a second operator's approval sends it; a retry pays nothing twice, and on a paid order nothing is done or audited */
        post: operations["postAdminApiOrdersDisburse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/disburse-bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: disburse up to 200 orders, each exactly as orders/disburse does one (proposed above the threshold, each audited; one refused does not stop the others); one outcome per order (finance) */
        post: operations["postAdminApiOrdersDisburseBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: an order's ledger: its receivables by component in the books beside what the loan engine says it owes (brought up to date), which differ, and its postings */
        get: operations["getAdminApiOrdersLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose sending a failed payout to another account, one of the borrower's (accountId) or a channel and number checked as the binding form checks them, with the reason (four eyes: another finance operator or admin approves it, which changes the account, records it masked with who and why, and sends the payout again under the order's idempotency rules, so nothing is paid twice; finance, audited) */
        post: operations["postAdminApiOrdersPayoutAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/payout-choices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: an order whose payout failed: the account it went to and why, the borrower's payout accounts and the channels a new number can be on (finance) */
        get: operations["getAdminApiOrdersPayoutChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose rescheduling an order in repayment (170, 174, 180; not written off): a new plan of instalments for the principal left, from a first due date after today, with the borrower's consent (how, when, a reference) and the reason (four eyes: another finance operator or admin approves it, which gives the order the new plan, moves the plan's interest on the books and records the consent; the late charges stay owed; a covered loan's new interest is cut to the cost cap; finance, audited) */
        post: operations["postAdminApiOrdersReschedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/waive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose waiving part or all of an order's unpaid penalty and late interest, with the reason (four eyes: another finance operator or admin approves it, which lowers what the order owes by exactly that and posts the waiver to the books; more than owed, or an order not in repayment: refused; finance, audited) */
        post: operations["postAdminApiOrdersWaive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose writing an overdue order off as a loss, with the reason (four eyes: another finance operator or admin approves it, which takes what it owes off the books and stops its charges; the borrower still owes it, and money that arrives is a recovery; finance, audited) */
        post: operations["postAdminApiOrdersWriteOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/orders/write-off-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose writing off every order overdue for at least the write-off days (GET approvals/write-off-days), each its own proposal; one outcome per order (finance, audited) */
        post: operations["postAdminApiOrdersWriteOffDue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the provider-event ledger (every postback and status answer as received), a page at a time (sort: received, amount, status; default -received) (finance) */
        get: operations["getAdminApiPaymentsEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the orders a payment can be credited to (in repayment: 170, 174, 180) by the start of the order number, the borrower's phone or part of the name, with the borrower (phone masked) and what each owes now by the loan engine, minor units; at most 20, newest first (finance) */
        get: operations["getAdminApiPaymentsOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the resolutions of payments waiting for a second operator (pending proposals), for the review list's rows (finance) */
        get: operations["getAdminApiPaymentsProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose resolving a payment kept for review (four eyes: another finance operator or admin approves it, which carries it out once): credit it to an order that can take it, or record its refund; a note is required (finance, audited; already resolved or already proposed: 409) */
        post: operations["postAdminApiPaymentsResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: propose reversing a credited payment (four eyes: another finance operator or admin approves it, which carries it out once): its order is replayed without it, and the money is credited to the order named, as of the day it arrived, or held for review; a reason is required (finance, admin; audited; already reversed, an extended, waived or written-off order: 409) */
        post: operations["postAdminApiPaymentsReverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the payments kept for review (wrong amount, the order could not take it, no known pay code), oldest first, or with resolved=1 the resolved ones, newest first; a page at a time (finance) */
        get: operations["getAdminApiPaymentsReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the settlement files imported, with their summaries, a page at a time (sort: at; default -at) (finance) */
        get: operations["getAdminApiPaymentsSettlements"];
        put?: never;
        /** Console: import a provider's settlement file (multipart, field file; CSV, docs/PAYMENTS.md): each line matched with the payments credited by txnId or refNo — matched (posted: cash in transit to the bank, less the fee), differ, missing here, settled before — and the payments of its days it lacks (missing at the provider); a bad file is a 400 and saves nothing; the same file again posts nothing and answers the first import with again (finance, audited) */
        post: operations["postAdminApiPaymentsSettlements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/settlements/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the settlement lines that did not match (differ, missing-here, missing-provider, settled-before), waiting or with resolved=1 resolved, a page at a time (sort: line, the default, amount) (finance) */
        get: operations["getAdminApiPaymentsSettlementsQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/settlements/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: mark a settlement line of the queue reviewed with a note; no money moves (finance, audited; not waiting: 409) */
        post: operations["postAdminApiPaymentsSettlementsResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the payments received per day and channel, minor units (finance; at most 366 days) */
        get: operations["getAdminApiPaymentsTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/payments/totals.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the same totals as a CSV file (text/csv, an attachment) */
        get: operations["getAdminApiPaymentsTotals.csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: every loan product, own and partners', enabled or not, with its terms; minor units (admin) */
        get: operations["getAdminApiProducts"];
        put?: never;
        /** Console: propose a new product of the server's market after the same check (every field's error in fields); a second admin's approval adds it, open (admin, four eyes) */
        post: operations["postAdminApiProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/products/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: check a draft product without saving it: every field's error (the engine's validation and the BSP Circular 1133 cost caps) and its example loan's figures (admin) */
        post: operations["postAdminApiProductsCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/products/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: close (0) a product to new applications at once, or propose opening it (1) for a second admin's approval; orders placed on it go on unchanged (admin, audited, four eyes to open) */
        post: operations["postAdminApiProductsEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/products/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: the order the borrowers' lists show the products in (admin, audited) */
        post: operations["postAdminApiProductsOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/products/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: edit a product after the same check: the name, texts, logo, tags, link and popups are saved at once (audited), a change of amounts, term, rate or fees is proposed for a second admin's approval; orders keep the terms they were placed with (admin, four eyes) */
        post: operations["postAdminApiProductsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Console: the caller's own active sessions: started, last call, address, browser, which is this one */
        get: operations["getAdminApiSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/sessions/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: end one of the caller's own sessions (audited) */
        post: operations["postAdminApiSessionsEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: end every session of the caller's but this one (audited) */
        post: operations["postAdminApiSessionsEndOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: sign in with name, password and TOTP code; sets the HttpOnly session cookie (5 wrong tries under a name, known or not: locked 15 minutes, 100429; 20 tries a minute from one address, 100429) */
        post: operations["postAdminApiSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/admin/api/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console: end this session */
        post: operations["postAdminApiSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/api/v2/youmi/promotion/get-captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new picture code for the session, as PNG (4 digits, 10 minutes) */
        get: operations["getApiV2YoumiPromotionGetCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/api/v2/youmi/promotion/get-sid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start a picture-code (captcha) session */
        get: operations["getApiV2YoumiPromotionGetSid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/api/v2/youmi/promotion/get-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a registration code by SMS (wrong picture code: 101; limits: 429) */
        post: operations["postApiV2YoumiPromotionGetSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/api/v2/youmi/promotion/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a borrower from the landing page (wrong picture code: -1; registered: 11) */
        post: operations["postApiV2YoumiPromotionRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/api/v2/youmi/promotion/track-click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record an apply tap on the landing page */
        get: operations["getApiV2YoumiPromotionTrackClick"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/api/v2/youmi/promotion/track-visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record a landing page visit */
        get: operations["getApiV2YoumiPromotionTrackVisit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/api/v2/youmi/service/channel/channel-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A promotion template: how the landing page looks */
        get: operations["getApiV2YoumiServiceChannelChannelTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/dev/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the server's clock forward (only with --test-clock, for browser tests; 404 otherwise): every rule then runs at the new now */
        post: operations["postDevClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public stored image (a product logo); complaint images are served by /user-problem/image/{name} */
        get: operations["getFilesName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/gopia/goya/define": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where a recommended product leads: an http link (open in the browser) or productDetail (pass to the app shell) */
        post: operations["postGopiaGoyaDefine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/gopia/goya/firma": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Loan confirmation variant 2's Next: places an order */
        post: operations["postGopiaGoyaFirma"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/gopia/goya/pacta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loan confirmation variant 2's agreement list */
        get: operations["getGopiaGoyaPacta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/gopia/goya/salta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loan confirmation variant 2's agreement address */
        get: operations["getGopiaGoyaSalta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/gopia/goya/vista": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Loan confirmation variant 2's data (obfuscated names, see internal/loanpage/wire.go) */
        post: operations["postGopiaGoyaVista"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/legacy/repayment/repayment-commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repay by card: take the repay token (reused: 800005), send the SMS code; answers needValid 1 and the record id (one code a minute: 110429, data.waitSeconds the seconds left; a card debit of the order under way or not known yet: 121409, data the debit) */
        post: operations["postLegacyRepaymentRepaymentCommit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/legacy/repayment/repayment-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repay by card: check the SMS code (wrong, expired, too many tries: 800006), debit the account, credit the order (state paid; pending; debiting: the bank did not answer, repayment-status follows it) */
        post: operations["postLegacyRepaymentRepaymentConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/legacy/repayment/repayment-huichao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repay by card's other way: a pay code through the payment channel's default channel; answers its page's url (userId not the session's: 403) */
        post: operations["postLegacyRepaymentRepaymentHuichao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/legacy/repayment/repayment-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repay by card: the order's latest card debit and how it stands (under way: debiting, pending, unknown; ended: paid, declined, failed, review; none), for the page to follow a debit under way to its end */
        post: operations["postLegacyRepaymentRepaymentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/legacy/repayment/repayment-way": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Repay by card: the linked accounts (masked), what is due now, a single-use repay token, the seconds left before another SMS code may be sent (waitSeconds) and the order's card debit under way or not known yet (debit, null when none) */
        post: operations["postLegacyRepaymentRepaymentWay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API as an OpenAPI 3 document */
        get: operations["getOpenapi.json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/payments/channels/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment channel's logo (SVG) */
        get: operations["getPaymentsChannelsName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/payments/postback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment provider's postback sent as a GET */
        get: operations["getPaymentsPostback"];
        put?: never;
        /** The payment provider's postback (signed); answers result=OK once kept */
        post: operations["postPaymentsPostback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/payments/sandbox/{txnid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sandbox channel's pay page: the code, the amount, Simulate payment */
        get: operations["getPaymentsSandboxTxnid"];
        put?: never;
        /** The sandbox page's buttons: sends the signed postback (status S or F), then back to the order */
        post: operations["postPaymentsSandboxTxnid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/payouts/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payout provider's status callback sent as a GET */
        get: operations["getPayoutsCallback"];
        put?: never;
        /** The payout provider's status callback (Dragonpay Payout; signed): the payout it names is read again from the provider and carried through; answers result=OK once taken */
        post: operations["postPayoutsCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/service/event/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a tap (moduleId 30: Borrow Again; 31, 32 and 33: a recommended product on order details, on the failure page and on the recommend list) */
        post: operations["postServiceEventSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/sms/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A text a borrower sent back, from an inbound-SMS relay (header X-Kwarta-Token; off without --sms-inbound-token): STOP turns loan updates off, START on */
        post: operations["postSmsInbound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/user-problem/image/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A complaint image, only to the borrower who uploaded it or whose complaint its reply answers */
        get: operations["getUserProblemImageName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/user-problem/problem-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One of the borrower's complaints with its images, the 3-weekday due date and the reply */
        post: operations["postUserProblemProblemDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/user-problem/problem-init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The complaint home: problem types, the sub-types of type 1, the order asked for (else the newest) and every order */
        post: operations["postUserProblemProblemInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/user-problem/problem-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The borrower's complaints in tabs (Processing, Processed), newest first */
        post: operations["postUserProblemProblemList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/user-problem/problem-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** File a complaint (collection conduct on an order never disbursed: 409) */
        post: operations["postUserProblemProblemSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/user-problem/save-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate a complaint's reply, 1 to 5 stars, once (not yet answered or already rated: 409) */
        post: operations["postUserProblemSaveScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/user-problem/upload-problem-img": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one evidence photo (JPEG, PNG or WebP, at most 5 MB and 40 megapixels; kept re-encoded, without EXIF) */
        post: operations["postUserProblemUploadProblemImg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/applicant/applicant-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The applicant form: the IDs, kinds of work and income bands the market accepts, and the borrower's data so far (masked: name initials, ID number's last 4, no birth date or street line) */
        get: operations["getV3ApplicantApplicantInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/applicant/applicant-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the applicant's identity, address, work and income (every wrong field named); stored sealed as the next version, its changes kept (docs/UNDERWRITING.md) */
        post: operations["postV3ApplicantApplicantSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/auth/sms-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a sign-in code by SMS to the web app's login page (wrong picture code: 101; limits: 429) */
        post: operations["postV3AuthSmsCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/auth/sms-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the SMS code: a new session id bound to deviceId (wrong picture code: -1) */
        post: operations["postV3AuthSmsLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/bind-card/bind-card-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind a payout account and make it the order's payout account and the default (the order waiting for its money) */
        post: operations["postV3BindCardBindCardChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/bind-card/bind-card-new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind a payout account from the form (each item's code=value) and make it the default; a bad field: 400 naming it */
        post: operations["postV3BindCardBindCardNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/bind-card/card-init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The binding form: its items (card type tabs, e-wallets, banks, numbers, city, payday), city and payday prefilled from the default account */
        post: operations["postV3BindCardCardInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/contract/contract-jump": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where one agreement is, filled with the borrower's figures (an order's when orderId is given) */
        get: operations["getV3ContractContractJump"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/contract/contract-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agreements of a scene (3: loan confirmation); the list is data.data */
        get: operations["getV3ContractContractList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/contract/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One agreement as an HTML page, for the agreement modal's frame */
        get: operations["getV3ContractDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/joint-login/notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The failure page: what failed and other loans to try; with orderId, why the credit policy or a reviewer declined that application and when the borrower may apply again */
        post: operations["postV3JointLoginNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/loan-details/generate-vcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order details page's pay code: the same as generate-pay-code */
        post: operations["postV3LoanDetailsGenerateVcode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/loan-details/google-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate the app from the order details page */
        post: operations["postV3LoanDetailsGoogleScore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/loan-details/loan-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order details: status, figures, actions, prompts and recommended products */
        post: operations["postV3LoanDetailsLoanDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/loan-details/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the withdrawal of an approved order (21 → 151, disbursing) */
        post: operations["postV3LoanDetailsWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/loan/loan-detail-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loan confirmation V3: the offer on a product, its repayment plan and Key Fact Statement */
        get: operations["getV3LoanLoanDetailConfirm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/loan/loan-detail-push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the loan: places an order decided under the credit policy (151 to a reviewer, 21 approved, or 110 rejected) and answers its details page, or for a rejection the failure page with the reasons; above the borrower's limit: 409 naming it */
        post: operations["postV3LoanLoanDetailPush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/loan/recommend-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The recommend list page: the loans the borrower can apply for now, and the loans in progress */
        post: operations["postV3LoanRecommendList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/personal-center/contact-kf-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customer service email and phone line */
        post: operations["postV3PersonalCenterContactKfInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/personal-center/sms-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The borrower's text-message settings: language, loan updates on or off, texts during quiet hours */
        post: operations["postV3PersonalCenterSmsSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/personal-center/sms-settings/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the text-message settings; due and overdue notices of a live loan cannot be turned off */
        post: operations["postV3PersonalCenterSmsSettingsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/personal-center/user-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in borrower's profile */
        post: operations["postV3PersonalCenterUserInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/repay/generate-pay-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A pay code for the amount due now, the whole loan or the extension (isDelay=1); answers payUrl */
        post: operations["postV3RepayGeneratePayCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/repay/loan-play-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instalment repayment page: what is due now, the channels, the open pay code */
        get: operations["getV3RepayLoanPlayDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/repay/ordinary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The extension (roll-over) page: its cost, the new due date, the plan, the channels */
        get: operations["getV3RepayOrdinary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/repay/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payments on an order, newest first, each with how it was applied */
        get: operations["getV3RepayPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/repay/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment's receipt */
        get: operations["getV3RepayReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/site/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The lender's details and the market, for every page */
        get: operations["getV3SiteConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medium/v3/site/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The privacy policy or the loan terms: the newest version, in blocks, with the lender's details filled in */
        get: operations["getV3SiteLegal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @example 00 */
            code: string;
            /** @description null, or what the failure is about (a 409 on a product with a loan in progress names that loan) */
            data: Record<string, never> | null;
            fields?: {
                [key: string]: string;
            };
            message: string;
            success: boolean;
        };
        "account.CodeSent": {
            countdown: number;
            expiresIn: number;
        };
        "account.Profile": {
            name: string;
            phone: string;
            userId: number;
        };
        "account.Registered": {
            sessionId: string;
            userId: number;
        };
        "account.Sid": {
            sid: string;
        };
        "account.SignedIn": {
            newBorrower: boolean;
            sessionId: string;
            userId: number;
        };
        "applicant.Choice": {
            code: string;
            hint?: string;
            label: string;
        };
        "applicant.Form": {
            applicant: components["schemas"]["applicant.View"] | null;
            employments: components["schemas"]["applicant.Choice"][] | null;
            idTypes: components["schemas"]["applicant.Choice"][] | null;
            incomeBands: components["schemas"]["applicant.Choice"][] | null;
            postalHint: string;
        };
        "applicant.Version": {
            actor: string;
            /** Format: date-time */
            at: string;
            changed: string[] | null;
            version: number;
        };
        "applicant.View": {
            addressLine: string;
            age: number;
            birthDate: string;
            city: string;
            employment: string;
            employmentLabel: string;
            fullName: string;
            idNumber: string;
            idType: string;
            idTypeLabel: string;
            imageRef: string;
            incomeBand: string;
            incomeLabel: string;
            nationality: string;
            postalCode: string;
            province: string;
            revealed: boolean;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        "collect.Account": {
            assignedHow: string;
            bucket: string;
            collectorId: number;
            collectorName: string;
            daysPastDue: number;
            dueDate: string;
            followUp: boolean;
            /** Format: date-time */
            lastContactAt: string;
            lastOutcome: string;
            name: string;
            nextAction: string;
            orderId: number;
            orderNo: string;
            owed: components["schemas"]["collect.Owed"];
            phone: string;
            productId: number;
            promiseState: string;
            /** Format: date-time */
            refreshedAt: string;
            userId: number;
            writtenOff: boolean;
        };
        "collect.Bucket": {
            from: number;
            name: string;
            team: components["schemas"]["collect.Member"][] | null;
            to: number;
        };
        "collect.Contact": {
            /** Format: date-time */
            at: string;
            body: string;
            channel: string;
            daysPastDue: number;
            exception: string;
            id: number;
            note: string;
            operatorId: number;
            operatorName: string;
            orderId: number;
            orderNo: string;
            outcome: string;
            outsideHours: boolean;
            template: string;
        };
        "collect.Member": {
            id: number;
            name: string;
        };
        "collect.Owed": {
            fees: number;
            interest: number;
            lateInterest: number;
            penalty: number;
            principal: number;
            total: number;
        };
        "collect.PromiseToPay": {
            amount: number;
            /** Format: date-time */
            createdAt: string;
            dueOn: string;
            id: number;
            operatorName: string;
            orderId: number;
            paid: number;
            /** Format: date-time */
            resolvedAt: string;
            state: string;
        };
        "collect.Settings": {
            autoAssign: boolean;
            buckets: components["schemas"]["collect.Bucket"][] | null;
            dailyCap: number;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string;
        };
        "collect.Standing": {
            contactsToday: number;
            dailyCap: number;
            exception: string;
            from: string;
            inHours: boolean;
            liftAfterDays: number;
            localDate: string;
            localTime: string;
            rule: string;
            to: string;
        };
        "collect.Template": {
            body: string;
            lang: string;
            name: string;
            published: boolean;
            /** Format: date-time */
            publishedAt: string;
            publishedBy: string;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string;
        };
        "complaint.Detail": {
            content: string;
            disposeDetail: string;
            disposeImages: string[] | null;
            disposeTime: string;
            dueDate: string;
            images: string[] | null;
            isNeedScore: number;
            problemId: number;
            score: number;
            sonType: string;
            status: number;
            statusText: string;
            time: string;
            type: string;
        };
        "complaint.Home": {
            orderDetail: components["schemas"]["complaint.OrderCard"] | null;
            orderList: components["schemas"]["complaint.OrderCard"][] | null;
            problemSonType: components["schemas"]["complaint.Option"][] | null;
            problemType: components["schemas"]["complaint.Option"][] | null;
        };
        "complaint.Item": {
            content: string;
            id: number;
            time: string;
            type: string;
        };
        "complaint.Line": {
            title: string;
            value: string;
        };
        "complaint.Note": {
            /** Format: date-time */
            at: string;
            id: number;
            operator: string;
            text: string;
        };
        "complaint.Option": {
            title: string;
            value: number;
        };
        "complaint.OrderCard": {
            isShow: number;
            list?: components["schemas"]["complaint.Line"][];
            orderId: number;
            orderNo: string;
            orderStatus: number;
            productLogo: string;
            productName: string;
            status: string;
        };
        "complaint.Saved": {
            problemId: number;
        };
        "complaint.Tab": {
            list: components["schemas"]["complaint.Item"][] | null;
            status: number;
            title: string;
        };
        "complaint.Tabs": {
            tabs: components["schemas"]["complaint.Tab"][] | null;
        };
        "complaint.Uploaded": {
            url: string;
        };
        "console.Added": {
            link: string;
            operator: components["schemas"]["console.Operator"];
            proposal?: components["schemas"]["console.Proposal"];
        };
        "console.Aging": {
            buckets: components["schemas"]["console.AgingBucket"][] | null;
            currency: string;
            date: string;
            total: components["schemas"]["console.AgingBucket"];
        };
        "console.AgingBucket": {
            bucket: string;
            fees: number;
            interest: number;
            lateInterest: number;
            orders: number;
            penalty: number;
            principal: number;
            total: number;
        };
        "console.Application": {
            applicant: components["schemas"]["applicant.View"] | null;
            decision: components["schemas"]["credit.Stored"] | null;
            exposure: components["schemas"]["console.Exposure"];
            flags: string[] | null;
            orderNo: string;
            orders: components["schemas"]["console.OrderRow"][] | null;
        };
        "console.Assigned": {
            assigned: number;
            to: string;
        };
        "console.AuditChoices": {
            actions: string[] | null;
            objectTypes: string[] | null;
            operators: string[] | null;
        };
        "console.Borrower": {
            accounts: components["schemas"]["console.PayoutAccount"][] | null;
            applicant: components["schemas"]["applicant.View"] | null;
            applicantHistory: components["schemas"]["applicant.Version"][] | null;
            channel: string;
            /** Format: date-time */
            createdAt: string;
            id: number;
            name: string;
            orders: components["schemas"]["console.OrderRow"][] | null;
            phone: string;
            sessions: components["schemas"]["console.BorrowerSession"][] | null;
        };
        "console.BorrowerRow": {
            /** Format: date-time */
            createdAt: string;
            id: number;
            name: string;
            orders: number;
            phone: string;
        };
        "console.BorrowerSession": {
            /** Format: date-time */
            createdAt: string;
            device: string;
            /** Format: date-time */
            expiresAt: string;
            id: number;
            /** Format: date-time */
            lastSeenAt: string;
            live: boolean;
        };
        "console.Bucket": {
            label: string;
            maxDays: number;
            minDays: number;
            orders: number;
            owed: number;
        };
        "console.BulkDisbursed": {
            disbursed?: components["schemas"]["console.Disbursed"];
            message: string;
            ok: boolean;
            orderNo: string;
        };
        "console.CollectionAccount": {
            account: components["schemas"]["collect.Account"];
            canAct: boolean;
            complaints: components["schemas"]["console.ComplaintRow"][] | null;
            contacts: components["schemas"]["collect.Contact"][] | null;
            promises: components["schemas"]["collect.PromiseToPay"][] | null;
            standing: components["schemas"]["collect.Standing"];
            texts: components["schemas"]["collect.Template"][] | null;
        };
        "console.CollectionSettings": {
            autoAssign: boolean;
            buckets: components["schemas"]["collect.Bucket"][] | null;
            collectors: components["schemas"]["collect.Member"][] | null;
            dailyCap: number;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string;
        };
        "console.CollectorRow": {
            broken: number;
            calls: number;
            kept: number;
            name: string;
            operatorId: number;
            payments: number;
            promises: number;
            reached: number;
            recoveries: number;
            texts: number;
            visits: number;
        };
        "console.Collectors": {
            currency: string;
            from: string;
            rows: components["schemas"]["console.CollectorRow"][] | null;
            to: string;
        };
        "console.ComplaintRow": {
            detail: string;
            /** Format: date-time */
            due: string;
            /** Format: date-time */
            filed: string;
            id: number;
            orderNo: string;
            overdue: boolean;
            /** Format: date-time */
            replied: string;
            status: number;
            subType: string;
            type: string;
        };
        "console.ComplaintView": {
            detail: string;
            /** Format: date-time */
            due: string;
            /** Format: date-time */
            filed: string;
            id: number;
            images: string[] | null;
            notes: components["schemas"]["complaint.Note"][] | null;
            /** Format: date-time */
            now: string;
            order: components["schemas"]["console.OrderRow"] | null;
            orderNo: string;
            overdue: boolean;
            phone: string;
            /** Format: date-time */
            replied: string;
            repliedBy: string;
            reply: string;
            replyImages: string[] | null;
            score: number;
            status: number;
            subType: string;
            type: string;
        };
        "console.CreditOrder": {
            borrower: string;
            currency: string;
            due: number;
            orderNo: string;
            owed: number;
            owedBy: components["schemas"]["console.Owed"];
            phone: string;
            status: number;
        };
        "console.Dashboard": {
            /** Format: date-time */
            asOf: string;
            currency: string;
            funnel: components["schemas"]["console.Stage"][] | null;
            /** @enum {string} */
            funnelPeriod: "today" | "month" | "all";
            month: components["schemas"]["console.Period"];
            overdue: components["schemas"]["console.Bucket"][] | null;
            today: components["schemas"]["console.Period"];
        };
        "console.Decided": {
            orderNo: string;
            status: number;
        };
        "console.Disbursed": {
            orderNo: string;
            proposal?: components["schemas"]["console.Proposal"];
            provider: string;
            reason: string;
            reference: string;
            state: string;
            status: number;
        };
        "console.Done": {
            ok: boolean;
        };
        "console.Efficiency": {
            currency: string;
            rows: components["schemas"]["console.EfficiencyRow"][] | null;
        };
        "console.EfficiencyRow": {
            fellDue: number;
            month: string;
            received: number;
            shareBp: number;
        };
        "console.Ended": {
            sessions: number;
        };
        "console.Enrolment": {
            name: string;
            otpauthUrl: string;
            qr: string;
            secret: string;
        };
        "console.Entry": {
            action: string;
            addr: string;
            after: string;
            /** Format: date-time */
            at: string;
            before: string;
            hash: string;
            id: number;
            objectId: string;
            objectType: string;
            operator: string;
        };
        "console.Exposure": {
            limit: number;
            openLoans: number;
            overdueLoans: number;
            owed: number;
            settledLate: number;
            settledOnTime: number;
        };
        "console.Inbox": {
            next: string;
            /** Format: date-time */
            now: string;
            rows: components["schemas"]["console.ComplaintRow"][] | null;
            total: number;
        };
        "console.JournalLine": {
            account: string;
            accountName: string;
            credit: number;
            date: string;
            debit: number;
            entryId: number;
            id: number;
            kind: string;
            memo: string;
            orderId: number;
            orderNo: string;
        };
        "console.LedgerComponent": {
            books: number;
            component: string;
            differs: boolean;
            engine: number;
        };
        "console.LegalEditor": {
            kind: string;
            latest: number;
            placeholders: string[] | null;
            text: components["schemas"]["content.LegalText"];
            title: string;
            versions: components["schemas"]["content.LegalText"][] | null;
        };
        "console.MarketInfo": {
            code: string;
            currency: string;
            timeZone: string;
        };
        "console.Me": {
            csrf: string;
            name: string;
            permissions: string[] | null;
            role: string;
        };
        "console.Operator": {
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            disabled: boolean;
            enrolled: boolean;
            id: number;
            locked: boolean;
            name: string;
            role: string;
        };
        "console.OrderDetail": {
            amountDue: number;
            /** Format: date-time */
            createdAt: string;
            currency: string;
            daysOverdue: number;
            feesOwed: number;
            flags?: string[];
            history: components["schemas"]["loan.Change"][] | null;
            id: number;
            instalments: number;
            lateInterest: number;
            lateInterestOwed: number;
            nextDue: string;
            orderNo: string;
            owed: number;
            paid: number;
            payments: components["schemas"]["repay.Receipt"][] | null;
            payout: string;
            payoutReason: string;
            penalty: number;
            penaltyOwed: number;
            phone: string;
            principal: number;
            queue: string;
            refunds: components["schemas"]["payout.Refund"][] | null;
            status: number;
            termDays: number;
            waived: number;
            writtenOff: string;
        };
        "console.OrderLedger": {
            components: components["schemas"]["console.LedgerComponent"][] | null;
            differs: boolean;
            postings: components["schemas"]["ledger.Posting"][] | null;
        };
        "console.OrderRow": {
            /** Format: date-time */
            createdAt: string;
            currency: string;
            flags?: string[];
            id: number;
            orderNo: string;
            payout: string;
            payoutReason: string;
            phone: string;
            principal: number;
            queue: string;
            status: number;
        };
        "console.Owed": {
            fees: number;
            interest: number;
            lateInterest: number;
            penalty: number;
            principal: number;
        };
        "console.PAR": {
            currency: string;
            date: string;
            lines: components["schemas"]["console.PARLine"][] | null;
            orders: number;
            principal: number;
        };
        "console.PARLine": {
            name: string;
            orders: number;
            over: number;
            principal: number;
            shareBp: number;
        };
        "console.PayoutAccount": {
            bankCode: string;
            cardType: number;
            channel: string;
            /** Format: date-time */
            createdAt: string;
            default: boolean;
            id: number;
            number: string;
            removed: boolean;
        };
        "console.PayoutChoice": {
            accounts: components["schemas"]["payout.Account"][] | null;
            channels: components["schemas"]["payout.ChannelChoice"][] | null;
            failed: components["schemas"]["payout.FailedTo"];
            orderNo: string;
        };
        "console.Period": {
            applications: number;
            approvals: number;
            collected: number;
            disbursed: number;
            from: string;
        };
        "console.PolicyPage": {
            current: components["schemas"]["credit.Policy"];
            kinds: components["schemas"]["credit.Kind"][] | null;
            versions: components["schemas"]["credit.Version"][] | null;
        };
        "console.ProductCheck": {
            errors: {
                [key: string]: string;
            } | null;
            figures: components["schemas"]["loan.ProductFigures"] | null;
        };
        "console.ProductView": {
            amountStep: number;
            buttonText: string;
            currency: string;
            dailyRatePPM: number;
            description: string;
            enabled: boolean;
            extensionDays: number;
            extensionFee: number;
            id: number;
            instalments: number;
            linkUrl: string;
            logoUrl: string;
            market: string;
            maxAmount: number;
            minAmount: number;
            name: string;
            promoText: string;
            promoTitle: string;
            retentionPopup: boolean;
            serviceFee: number;
            tags: string[] | null;
            termDays: number;
        };
        "console.PromiseRates": {
            currency: string;
            rows: components["schemas"]["console.PromiseRow"][] | null;
        };
        "console.PromiseRow": {
            broken: number;
            brokenAmount: number;
            kept: number;
            keptAmount: number;
            keptRateBp: number;
            month: string;
        };
        "console.Proposal": {
            after: string;
            before: string;
            canDecide: boolean;
            /** Format: date-time */
            decidedAt: string;
            decidedBy: string;
            /** Format: date-time */
            expiresAt: string;
            id: number;
            kind: string;
            note: string;
            objectId: string;
            objectType: string;
            outcome: string;
            /** Format: date-time */
            proposedAt: string;
            proposedBy: string;
            state: string;
            summary: string;
            yours: boolean;
        };
        "console.ProposedWriteOff": {
            message: string;
            ok: boolean;
            orderNo: string;
            proposal?: components["schemas"]["console.Proposal"];
        };
        "console.Publishing": {
            latest: components["schemas"]["content.LegalText"];
            proposal: components["schemas"]["console.Proposal"] | null;
        };
        "console.RegisterLine": {
            amount: number;
            /** Format: date-time */
            at: string;
            borrower: string;
            channel: string;
            currency: string;
            id: number;
            orderNo: string;
            phone: string;
            purpose: string;
            reference: string;
        };
        "console.RollRates": {
            columns: string[] | null;
            currency: string;
            from: string;
            month: string;
            ready: boolean;
            rows: components["schemas"]["console.RollRow"][] | null;
            to: string;
        };
        "console.RollRow": {
            from: string;
            orders: number;
            principal: number;
            shareBp: number[] | null;
            to: number[] | null;
        };
        "console.Saved": {
            amountStep: number;
            buttonText: string;
            currency: string;
            dailyRatePPM: number;
            description: string;
            enabled: boolean;
            extensionDays: number;
            extensionFee: number;
            id: number;
            instalments: number;
            linkUrl: string;
            logoUrl: string;
            market: string;
            maxAmount: number;
            minAmount: number;
            name: string;
            promoText: string;
            promoTitle: string;
            proposal?: components["schemas"]["console.Proposal"];
            retentionPopup: boolean;
            serviceFee: number;
            tags: string[] | null;
            termDays: number;
        };
        "console.Session": {
            addr: string;
            current: boolean;
            /** Format: date-time */
            expiresAt: string;
            id: number;
            /** Format: date-time */
            lastSeenAt: string;
            /** Format: date-time */
            startedAt: string;
            userAgent: string;
        };
        "console.Stage": {
            count: number;
            key: string;
            label: string;
        };
        "console.TemplateSaved": {
            androidUrl: string;
            appScheme: string;
            backgroundColor: string;
            bannerUrl: string;
            buttonText: string;
            enabled: boolean;
            headline: string;
            highlights: string[] | null;
            id: number;
            iosUrl: string;
            name: string;
            primaryColor: string;
            proposal?: components["schemas"]["console.Proposal"];
            subheadline: string;
            textColor: string;
        };
        "console.Threshold": {
            currency: string;
            threshold: number;
        };
        "console.TrialBalance": {
            credits: number;
            currency: string;
            date: string;
            debits: number;
            rows: components["schemas"]["ledger.Balance"][] | null;
            total: number;
        };
        "console.Updated": {
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            disabled: boolean;
            enrolled: boolean;
            id: number;
            locked: boolean;
            name: string;
            proposal?: components["schemas"]["console.Proposal"];
            role: string;
        };
        "console.Uploaded": {
            url: string;
        };
        "console.Verdict": {
            id: number;
            link?: string;
            message: string;
            ok: boolean;
            proposal?: components["schemas"]["console.Proposal"];
        };
        "console.Verification": {
            brokenAt: number;
            entries: number;
            head: string;
            ok: boolean;
            problem: string;
            upTo: number;
        };
        "console.Vintage": {
            disbursed: number;
            month: string;
            points: components["schemas"]["console.VintagePoint"][] | null;
        };
        "console.VintagePoint": {
            monthEnd: string;
            monthsOnBook: number;
            over30: number;
            shareBp: number;
        };
        "console.Vintages": {
            currency: string;
            vintages: components["schemas"]["console.Vintage"][] | null;
        };
        "console.Worklist": {
            buckets: components["schemas"]["collect.Bucket"][] | null;
            next: string;
            /** Format: date-time */
            now: string;
            rows: components["schemas"]["collect.Account"][] | null;
            total: number;
        };
        "console.WriteOffDays": {
            days: number;
        };
        "content.Block": {
            items?: (components["schemas"]["content.Span"][] | null)[];
            rows?: ((components["schemas"]["content.Span"][] | null)[] | null)[];
            spans?: components["schemas"]["content.Span"][];
            type: string;
        };
        "content.ContactInfo": {
            email: string;
            hours: string;
            smWa: string;
        };
        "content.Details": {
            androidStoreUrl: string;
            appName: string;
            appScheme: string;
            companyAddress: string;
            companyName: string;
            grievanceAddress: string;
            grievanceEmail: string;
            grievanceName: string;
            grievancePhone: string;
            iosStoreUrl: string;
            supportEmail: string;
            supportHours: string;
            supportPhone: string;
            website: string;
        };
        "content.GrievanceOfficer": {
            address: string;
            email: string;
            name: string;
            phone: string;
        };
        "content.LegalDocument": {
            blocks: components["schemas"]["content.Block"][] | null;
            kind: string;
            title: string;
            updatedAt: number;
            version: number;
        };
        "content.LegalText": {
            at: number;
            body?: string;
            by: string;
            kind: string;
            note: string;
            version: number;
        };
        "content.SiteConfig": {
            androidStoreUrl: string;
            appName: string;
            appScheme: string;
            brandColor: string;
            brandGradient: string;
            companyAddress: string;
            companyName: string;
            currency: string;
            currencySymbol: string;
            fontColor: string;
            grievanceOfficer: components["schemas"]["content.GrievanceOfficer"];
            iosStoreUrl: string;
            market: string;
            supportEmail: string;
            supportPhone: string;
            website: string;
        };
        "content.Span": {
            href?: string;
            strong?: boolean;
            text: string;
        };
        "credit.Counts": {
            approve: number;
            reject: number;
            review: number;
        };
        "credit.Different": {
            actual: string;
            draft: string;
            orderId: number;
            reasons: string[] | null;
        };
        "credit.Inputs": {
            addressToday: number;
            age: number;
            amount: number;
            applicant: boolean;
            deviceBorrowers: number;
            deviceToday: number;
            lastRejectedOn?: string;
            nationality: string;
            openLoans: number;
            overdueLoans: number;
            registeredMinutes: number;
            settledLate: number;
            settledOnTime: number;
            today: string;
        };
        "credit.Kind": {
            code: string;
            help: string;
            name: string;
            outcomes: string[] | null;
            params: components["schemas"]["credit.Param"][] | null;
            reason: string;
            values: boolean;
        };
        "credit.Param": {
            default: number;
            label: string;
            max: number;
            min: number;
            money: boolean;
            name: string;
        };
        "credit.Policy": {
            note: string;
            rules: components["schemas"]["credit.Rule"][] | null;
            version: number;
        };
        "credit.Reason": {
            code: string;
            outcome: string;
            rule: string;
            text: string;
        };
        "credit.Repayment": {
            current: number;
            disbursed: number;
            late: number;
            onTime: number;
            pastDue: number;
            pastDue30: number;
        };
        "credit.Rule": {
            code: string;
            outcome: string;
            params?: {
                [key: string]: number;
            };
            values?: string[];
        };
        "credit.Stored": {
            /** Format: date-time */
            decidedAt: string;
            final: string;
            inputs: components["schemas"]["credit.Inputs"];
            limit: number;
            orderId: number;
            outcome: string;
            overrides: string[] | null;
            policyVersion: number;
            reasons: components["schemas"]["credit.Reason"][] | null;
            retryOn: string;
            reviewNote: string;
            /** Format: date-time */
            reviewedAt: string;
            reviewer: string;
        };
        "credit.Version": {
            approvedBy: string;
            note: string;
            proposedBy: string;
            /** Format: date-time */
            publishedAt: string;
            version: number;
        };
        "credit.WhatIf": {
            actual: components["schemas"]["credit.Counts"];
            applications: number;
            approved: components["schemas"]["credit.Repayment"];
            changed: components["schemas"]["credit.Different"][] | null;
            days: number;
            draft: components["schemas"]["credit.Counts"];
        };
        "ledger.Balance": {
            balance: number;
            code: string;
            credits: number;
            debits: number;
            kind: string;
            name: string;
        };
        "ledger.Posting": {
            account: string;
            accountName: string;
            credit: number;
            date: string;
            debit: number;
            entryId: number;
            id: number;
            kind: string;
            memo: string;
            orderId: number;
        };
        "ledger.Statement": {
            expenses: number;
            from: string;
            income: number;
            lines: components["schemas"]["ledger.StatementLine"][] | null;
            net: number;
            to: string;
        };
        "ledger.StatementLine": {
            amount: number;
            code: string;
            kind: string;
            name: string;
        };
        "loan.Agreement": {
            position: number;
            title: string;
        };
        "loan.AgreementV2": {
            ps: number;
            tl: string;
        };
        "loan.AgreementsData": {
            data: components["schemas"]["loan.Agreement"][] | null;
        };
        "loan.AgreementsV2": {
            lst: components["schemas"]["loan.AgreementV2"][] | null;
        };
        "loan.Change": {
            actor: string;
            /** Format: date-time */
            at: string;
            event: string;
            from: number;
            note: string;
            to: number;
        };
        "loan.ConfirmV2": {
            apr: string;
            btx: string;
            dtl: components["schemas"]["loan.RowV2"][] | null;
            fpd: number;
            fpt: string;
            ipt: number;
            kfs: components["schemas"]["loan.RowV2"][] | null;
            mnt: number;
            mtx: string;
            pau: string;
            pct: string;
            pid: number;
            plg: string;
            pln: components["schemas"]["loan.PlanRowV2"][] | null;
            pmc: string;
            pmt: string;
            pnm: string;
            prd: number;
            ptl: string;
            rtd: string;
            unt: number;
        };
        "loan.Confirmation": {
            amount: number;
            amountText: string;
            apr: string;
            buttonText: string;
            comProductLogo: string;
            comProductName: string;
            details: components["schemas"]["loan.Row"][] | null;
            firstPayTime: string;
            firstPeriodDay: number;
            isPopType: number;
            keyFacts: components["schemas"]["loan.Row"][] | null;
            pRateDsc: string;
            periods: number;
            popAgreementUrl: string;
            popContent: string;
            popTitle: string;
            productId: number;
            promoText: string;
            promoTitle: string;
            repay_plans: components["schemas"]["loan.PlanRow"][] | null;
            sendSms: number;
            termUnit: number;
        };
        "loan.ContractLink": {
            contract_url: string;
        };
        "loan.Details": {
            KindTipsMsg?: string;
            cardNeedPop: number;
            cardPopMsg: string;
            cardPopTitle: string;
            h5Url: string;
            inside: string;
            isDelay: string;
            isScore: string;
            noticeDesText: string;
            noticeStatusText: string;
            orderId: number;
            orderNo: string;
            orderStatus: number;
            playeduL: string;
            productId: number;
            productLogo: string;
            productName: string;
            recProducts: components["schemas"]["loan.Recommendation"][] | null;
            reyMsg: string;
            telephone: string;
            userOrderDetail: components["schemas"]["loan.OrderLines"];
        };
        "loan.FailNotice": {
            errorMsg: string;
            inProgress: components["schemas"]["loan.LoanInProgress"][] | null;
            noticeMsg: string;
            reasons: string[] | null;
            recProducts: components["schemas"]["loan.Recommendation"][] | null;
            retryOn: string;
        };
        "loan.LinkV2": {
            lnk: string;
        };
        "loan.LoanInProgress": {
            orderId: number;
            productId: number;
            productName: string;
        };
        "loan.Offers": {
            inProgress: components["schemas"]["loan.LoanInProgress"][] | null;
            products: components["schemas"]["loan.Recommendation"][] | null;
        };
        "loan.OrderLines": {
            detail: components["schemas"]["loan.Row"][] | null;
        };
        "loan.PlanRow": {
            amount: string;
            amountMinor: number;
            description: string;
            pay_time: string;
            title: string;
        };
        "loan.PlanRowV2": {
            am: string;
            ds: string;
            pt: string;
            tl: string;
        };
        "loan.ProductFigures": {
            covered: boolean;
            effectiveCapPpm: number;
            effectiveMonthlyPpm: number;
            exampleAmount: number;
            nominalCapPpm: number;
            nominalMonthlyPpm: number;
            totalCost: number;
            totalRepayable: number;
        };
        "loan.Pushed": {
            lendDetailsUrl: string;
            orderId: number;
            orderNo: string;
        };
        "loan.Recommendation": {
            btn: string;
            clk: string;
            dsc: string;
            enb: number;
            lgo: string;
            nme: string;
            pid: number;
            rgd: string;
            rng: string;
            rte: string;
            tgc: string;
            tgs: string[] | null;
        };
        "loan.Row": {
            text: string;
            value: string;
        };
        "loan.RowV2": {
            tx: string;
            vl: string;
        };
        "notice.Language": {
            code: string;
            name: string;
        };
        "notice.Replied": {
            result: string;
        };
        "notice.Settings": {
            anyHour: number;
            lang: string;
            languages: components["schemas"]["notice.Language"][] | null;
            liftAfterDays: number;
            phone: string;
            quietFrom: string;
            quietTo: string;
            stoppedBySms: boolean;
            updates: number;
        };
        "page.Page_kwarta_internal_console.BorrowerRow_": {
            next: string;
            rows: components["schemas"]["console.BorrowerRow"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_console.Entry_": {
            next: string;
            rows: components["schemas"]["console.Entry"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_console.JournalLine_": {
            next: string;
            rows: components["schemas"]["console.JournalLine"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_console.Operator_": {
            next: string;
            rows: components["schemas"]["console.Operator"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_console.OrderRow_": {
            next: string;
            rows: components["schemas"]["console.OrderRow"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_console.Proposal_": {
            next: string;
            rows: components["schemas"]["console.Proposal"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_console.RegisterLine_": {
            next: string;
            rows: components["schemas"]["console.RegisterLine"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_repay.Event_": {
            next: string;
            rows: components["schemas"]["repay.Event"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_repay.Review_": {
            next: string;
            rows: components["schemas"]["repay.Review"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_repay.SettlementFile_": {
            next: string;
            rows: components["schemas"]["repay.SettlementFile"][] | null;
            total: number;
        };
        "page.Page_kwarta_internal_repay.SettlementItem_": {
            next: string;
            rows: components["schemas"]["repay.SettlementItem"][] | null;
            total: number;
        };
        "payout.Account": {
            bankCode?: string;
            cardType: number;
            channel: string;
            channelName: string;
            city: string;
            /** Format: date-time */
            createdAt: string;
            id: number;
            isDefault: boolean;
            last4: string;
            masked: string;
            payday: number;
        };
        "payout.Bound": {
            accountId: number;
            isDefault: boolean;
            masked: string;
        };
        "payout.ChannelChoice": {
            kind: string;
            name: string;
            number: string;
        };
        "payout.Digits": {
            max: number;
            min: number;
            prefix: string;
        };
        "payout.FailedTo": {
            account: components["schemas"]["payout.Account"];
            reason: string;
        };
        "payout.Form": {
            items: components["schemas"]["payout.Item"][] | null;
        };
        "payout.Item": {
            cardTypeMi: number;
            /** @enum {string} */
            cate: "text" | "citySelect" | "day" | "enum";
            channelNumber: string;
            code: string;
            digits?: components["schemas"]["payout.Digits"];
            /** @enum {string} */
            inputType: "tabs" | "phone" | "bankCard" | "number" | "ifsc" | "";
            note: components["schemas"]["payout.Option"][] | null;
            subtitle: string;
            title: string;
            value: string;
        };
        "payout.Option": {
            digits?: components["schemas"]["payout.Digits"];
            name: string;
            type: string;
        };
        "payout.Refund": {
            account: string;
            amount: number;
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            currency: string;
            id: number;
            operator: string;
            provider: string;
            reason: string;
            reference: string;
            /** @enum {string} */
            state: "new" | "sending" | "pending" | "succeeded" | "failed";
            /** Format: date-time */
            succeededAt: string;
            txnId: string;
            /** Format: date-time */
            updatedAt: string;
        };
        "promo.Template": {
            androidUrl: string;
            appScheme: string;
            backgroundColor: string;
            bannerUrl: string;
            buttonText: string;
            enabled: boolean;
            headline: string;
            highlights: string[] | null;
            id: number;
            iosUrl: string;
            name: string;
            primaryColor: string;
            subheadline: string;
            textColor: string;
        };
        "promo.TemplateData": {
            id: number;
            template: components["schemas"]["promo.TemplateView"];
        };
        "promo.TemplateView": {
            androidUrl: string;
            appName: string;
            appScheme: string;
            backgroundColor: string;
            bannerUrl: string;
            buttonText: string;
            companyAddress: string;
            companyName: string;
            headline: string;
            highlights: string[] | null;
            iosUrl: string;
            market: string;
            name: string;
            primaryColor: string;
            subheadline: string;
            supportEmail: string;
            supportPhone: string;
            textColor: string;
            website: string;
        };
        "repay.BankCard": {
            bankCode: string;
            bankName: string;
            cardNo: string;
            id: number;
            isDefault: number;
        };
        "repay.CardCommitted": {
            countdown: number;
            expiresIn: number;
            needValid: number;
            phone: string;
            repayToken: string;
            repaymentRecordId: number;
        };
        "repay.CardConfirmed": {
            accountName: string;
            orderId: number;
            paid: number;
            paidText: string;
            paymentId: number;
            refNo: string;
            /** @enum {string} */
            state: "paid" | "pending" | "debiting";
            status: number;
        };
        "repay.CardDebit": {
            accountName: string;
            amount: number;
            amountText: string;
            reason: string;
            refNo: string;
            repaymentRecordId: number;
            /** @enum {string} */
            state: "none" | "debiting" | "pending" | "unknown" | "paid" | "declined" | "failed" | "review";
            underWay: number;
        };
        "repay.ChannelItem": {
            channel_number: string;
            logo: string;
            name: string;
        };
        "repay.CodeIssued": {
            amount: number;
            amountText: string;
            expiresAt: string;
            payBy: string;
            payCode: string;
            payUrl: string;
        };
        "repay.DayTotal": {
            amount: number;
            channel: string;
            channelName: string;
            currency: string;
            day: string;
            payments: number;
        };
        "repay.DefaultCode": {
            amount: number;
            amountText: string;
            channelNumber: string;
            expiresAt: string;
            logo: string;
            payBy: string;
            payCode: string;
            payNotice: {
                [key: string]: components["schemas"]["repay.Notice"][] | null;
            } | null;
            payUrl: string;
            title: string;
        };
        "repay.DelayInfo": {
            days: number;
            delayAmount: number;
            delayAmountText: string;
            newDueDate: string;
            title: string;
        };
        "repay.Event": {
            amount: number;
            /** Format: date-time */
            at: string;
            gateway: string;
            id: number;
            outcome: string;
            refNo: string;
            source: string;
            status: string;
            txnId: string;
            verified: boolean;
        };
        "repay.ExtensionPage": {
            defDetail: components["schemas"]["repay.DefaultCode"];
            delayInfo: components["schemas"]["repay.DelayInfo"];
            isShowReyTop: number;
            noticeMsg: string;
            orderId: number;
            productLogo: string;
            productName: string;
            repayDate: string;
            repayList: components["schemas"]["repay.ChannelItem"][] | null;
            repayPlan: components["schemas"]["repay.PlanItem"][] | null;
        };
        "repay.Instalment": {
            canPayNow: number;
            canPayOff: number;
            cardPay: number;
            defDetail: components["schemas"]["repay.DefaultCode"];
            detail: components["schemas"]["loan.Row"][] | null;
            isDelay: string;
            isShowReyTop: number;
            maxAmount: number;
            maxAmountText: string;
            minAmount: number;
            minAmountText: string;
            noticeMsg: string;
            orderId: number;
            orderStatus: number;
            payoffAmount: number;
            payoffAmountText: string;
            payoffFrom: string;
            productLogo: string;
            productName: string;
            repayAmount: number;
            repayAmountText: string;
            repayDate: string;
            repayList: components["schemas"]["repay.ChannelItem"][] | null;
        };
        "repay.Notice": {
            name: string;
            steps: string[] | null;
        };
        "repay.PayPage": {
            url: string;
        };
        "repay.PlanItem": {
            amount: string;
            remark: string;
            time: string;
            title: string;
        };
        "repay.Receipt": {
            amount: number;
            amountText: string;
            applied: components["schemas"]["loan.Row"][] | null;
            channel: string;
            id: number;
            /** @enum {string} */
            kind: "payment" | "waiver" | "write-off" | "correction" | "reschedule" | "refund";
            note: string;
            orderId: number;
            orderNo: string;
            /** @enum {string} */
            purpose: "due" | "payoff" | "extension" | "";
            receivedAt: string;
            refNo: string;
            reversed: boolean;
            title: string;
        };
        "repay.RepaymentWay": {
            alipay: number;
            amount: number;
            amountText: string;
            bankCards: components["schemas"]["repay.BankCard"][] | null;
            codeLength: number;
            countdown: number;
            debit: components["schemas"]["repay.CardDebit"] | null;
            dueDate: string;
            orderId: number;
            orderNo: string;
            productId: number;
            productName: string;
            repayToken: string;
            userId: number;
            waitSeconds: number;
        };
        "repay.Resolution": {
            /** @enum {string} */
            action: "credit" | "refund";
            amount: number;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            creditedAs?: "repayment" | "extension";
            id: number;
            /** @enum {string} */
            kind: "amount_mismatch" | "review" | "unknown_txn";
            note: string;
            operator: string;
            orderNo: string;
            paymentId: number;
            txnId: string;
        };
        "repay.Review": {
            amount: number;
            asked: number;
            /** Format: date-time */
            at: string;
            channel: string;
            channelAsSent?: string;
            currency: string;
            currencyAsSent?: string;
            detail: string;
            /** @enum {string} */
            kind: "amount_mismatch" | "review" | "unknown_txn" | "debit_unknown";
            orderNo: string;
            refNo: string;
            resolution: components["schemas"]["repay.Resolution"] | null;
            txnId: string;
        };
        "repay.SettlementFile": {
            again: boolean;
            /** Format: date-time */
            at: string;
            differ: number;
            duplicate: number;
            fees: number;
            firstDay: string;
            id: number;
            lastDay: string;
            lines: number;
            matched: number;
            missingHere: number;
            missingProvider: number;
            name: string;
            operator: string;
            settled: number;
        };
        "repay.SettlementItem": {
            amount: number;
            channel: string;
            fee: number;
            fileId: number;
            id: number;
            lineNo: number;
            note: string;
            orderNo: string;
            ours: number;
            outcome: string;
            procId: string;
            refDate: string;
            refNo: string;
            /** Format: date-time */
            resolvedAt: string | null;
            resolvedBy: string;
            settleDate: string;
            txnId: string;
        };
        "server.TestClock": {
            /** Format: date-time */
            now: string;
            offset: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAdminApiAccountingAging: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Aging"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiAccountingAging.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiAccountingCollections: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_console.RegisterLine_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiAccountingCollections.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiAccountingDisbursements: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_console.RegisterLine_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiAccountingDisbursements.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiAccountingIncome: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["ledger.Statement"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiAccountingIncome.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiAccountingJournal: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_console.JournalLine_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiAccountingJournal.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiAccountingTrialBalance: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.TrialBalance"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiAccountingTrialBalance.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks accounting, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiApprovals: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description 1: the decided, expired and failed proposals instead of the waiting ones */
                decided?: number;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_console.Proposal_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks approvals, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiApprovalsApprove: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the proposal's id
                     */
                    id: number;
                    /** @description why; required to decline */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Verdict"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks approvals, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiApprovalsBulk: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description approve or decline */
                    decision: string;
                    /** @description the proposals' ids, comma-separated */
                    ids: string;
                    /** @description why; required to decline */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Verdict"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks approvals, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiApprovalsDecline: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the proposal's id
                     */
                    id: number;
                    /** @description why; required to decline */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Verdict"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks approvals, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiApprovalsThreshold: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Threshold"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks approvals, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiApprovalsThreshold: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description minor units; 0: every disbursement needs a second operator
                     */
                    threshold: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks operators, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiApprovalsWriteOffDays: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.WriteOffDays"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks approvals, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiApprovalsWriteOffDays: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description days past due, at least 1
                     */
                    days: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks operators, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiAudit: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description an operator's name (system:<user> for the command line's machine user) */
                operator?: string;
                /** @description approve, disburse, view, ... (audit/choices lists them) */
                action?: string;
                /** @description order, operator, borrower, complaint-image, ... (audit/choices lists them) */
                objectType?: string;
                /** @description the object's id or number */
                objectId?: string;
                /** @description YYYY-MM-DD, market time */
                from?: string;
                /** @description YYYY-MM-DD, included */
                to?: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_console.Entry_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks audit, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiAudit.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description an operator's name (system:<user> for the command line's machine user) */
                operator?: string;
                /** @description approve, disburse, view, ... (audit/choices lists them) */
                action?: string;
                /** @description order, operator, borrower, complaint-image, ... (audit/choices lists them) */
                objectType?: string;
                /** @description the object's id or number */
                objectId?: string;
                /** @description YYYY-MM-DD, market time */
                from?: string;
                /** @description YYYY-MM-DD, included */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks audit, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiAuditChoices: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.AuditChoices"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks audit, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiAuditVerify: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Verification"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks audit, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiBorrowers: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description a phone number or at least 2 letters of a name */
                q: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_console.BorrowerRow_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks read-orders, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiBorrowersApplicantReveal: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the borrower's id
                     */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["applicant.View"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks applications, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiBorrowersDetail: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the borrower's id */
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Borrower"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks read-orders, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiBorrowersSignOut: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the borrower's id
                     */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Ended"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks operators, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsAccount: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the order number */
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.CollectionAccount"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsAssign: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the collector's operator id; 0: take the accounts from whoever holds them
                     */
                    collector?: number;
                    /** @description the order numbers, comma-separated (up to 200) */
                    orderNos: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Assigned"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks assign, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsContact: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description call or visit */
                    channel: string;
                    /**
                     * Format: int64
                     * @description 1: log it although it is outside the contact hours (after the warning)
                     */
                    confirmed?: number;
                    /** @description the date to act on next, YYYY-MM-DD */
                    nextAction?: string;
                    /** @description what was said */
                    note?: string;
                    /** @description the order number */
                    orderNo: string;
                    /** @description reached, no_answer, wrong_number, promised, refused, paid or dispute */
                    outcome: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["collect.Contact"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsPromise: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description what the borrower promised to pay, minor units
                     */
                    amount: number;
                    /** @description by when, YYYY-MM-DD (today to 30 days ahead) */
                    dueOn: string;
                    /** @description the order number */
                    orderNo: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["collect.PromiseToPay"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsReportsCollectors: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Collectors"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiCollectionsReportsCollectors.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsReportsEfficiency: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM; empty: 11 months before to */
                from?: string;
                /** @description YYYY-MM, included; empty: this month */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Efficiency"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiCollectionsReportsEfficiency.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM; empty: 11 months before to */
                from?: string;
                /** @description YYYY-MM, included; empty: this month */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsReportsPar: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.PAR"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiCollectionsReportsPar.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsReportsPromises: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM; empty: 11 months before to */
                from?: string;
                /** @description YYYY-MM, included; empty: this month */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.PromiseRates"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiCollectionsReportsPromises.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM; empty: 11 months before to */
                from?: string;
                /** @description YYYY-MM, included; empty: this month */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsReportsRollRates: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM, market time; empty: last month */
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.RollRates"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiCollectionsReportsRollRates.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM, market time; empty: last month */
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsReportsVintage: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Vintages"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiCollectionsReportsVintage.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collection-reports, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsReschedule: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description how the borrower agreed: in-app, recorded call or signed form */
                    consentHow: string;
                    /** @description the day the borrower agreed, YYYY-MM-DD, not after today */
                    consentOn: string;
                    /** @description the consent's reference (the call's, the form's or the in-app record's) */
                    consentRef: string;
                    /**
                     * Format: int64
                     * @description days between the instalments (1 to 365; needed with more than one)
                     */
                    everyDays?: number;
                    /** @description the first new due date, YYYY-MM-DD, after today */
                    firstDue: string;
                    /**
                     * Format: int64
                     * @description the new plan's number of instalments (1 to 12, or the product's own when more)
                     */
                    instalments: number;
                    /** @description the order number */
                    orderNo: string;
                    /** @description why, kept with the proposal and the order's history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsSettings: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.CollectionSettings"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsSettings: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description 1: the round-robin rule shares each bucket's unassigned accounts among its team
                     */
                    autoAssign?: number;
                    /** @description JSON: [{name, from, to, team: [collector ids]}], contiguous from day 1, the last to 0 (open-ended) */
                    buckets: string;
                    /**
                     * Format: int64
                     * @description contacts a borrower may get in a day (1 to 10)
                     */
                    dailyCap: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["collect.Settings"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks assign, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsSms: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description en or fil */
                    lang: string;
                    /** @description the published text's name */
                    name: string;
                    /** @description the order number */
                    orderNo: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["collect.Contact"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsTexts: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["collect.Template"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsTexts: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the text, with {name}, {order}, {owed}, {due}, {days}, {app}, {phone} */
                    body?: string;
                    /** @description en or fil */
                    lang: string;
                    /** @description the text's name: 2 to 30 of a-z, 0-9 and _ */
                    name: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["collect.Template"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks assign, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsTextsPublish: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description en or fil */
                    lang: string;
                    /** @description the text's name */
                    name: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["collect.Template"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsWaive: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the plan's unpaid fees to waive, minor units (the first unpaid instalment's first)
                     */
                    fees?: number;
                    /**
                     * Format: int64
                     * @description the late interest to waive, minor units
                     */
                    lateInterest?: number;
                    /** @description the order number */
                    orderNo: string;
                    /**
                     * Format: int64
                     * @description the penalty to waive, minor units
                     */
                    penalty?: number;
                    /** @description why, kept with the proposal and the order's history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCollectionsWorklist: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the product */
                productId?: number;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description a bucket's name (the settings'); none: every account past due */
                bucket?: string;
                /** @description at least this many days past due */
                minDays?: number;
                /** @description at most this many days past due */
                maxDays?: number;
                /** @description the assigned collector's id; -1: nobody; none: any */
                collector?: number;
                /** @description 1: only the caller's accounts (a collector's default) */
                mine?: number;
                /** @description none, open, kept or broken: the latest promise's state */
                promise?: string;
                /** @description one order number */
                orderNo?: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Worklist"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCollectionsWriteOff: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the order number */
                    orderNo: string;
                    /** @description why, kept with the proposal and the order's history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks collect, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiComplaints: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description 1: processing, 2: processed; empty: all */
                status?: number;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Inbox"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks complaints, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiComplaintsContacts: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the complaint's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["collect.Contact"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks complaints, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiComplaintsDetail: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the complaint's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.ComplaintView"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks complaints, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiComplaintsImageName: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks complaints, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiComplaintsNotes: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the complaint's id
                     */
                    id: number;
                    /** @description the note */
                    text: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["complaint.Note"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks complaints, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiComplaintsReply: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: int64
                     * @description the complaint's id
                     */
                    id: number;
                    /**
                     * Format: binary
                     * @description an image of the reply; the field repeats, at most 9
                     */
                    problemImage?: string;
                    /** @description the reply the borrower reads */
                    text: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.ComplaintView"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks complaints, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiContentCompany: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["content.Details"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiContentCompany: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the app on Google Play */
                    androidStoreUrl?: string;
                    /** @description the app's name */
                    appName?: string;
                    /** @description the app's URL scheme, such as kwarta:// */
                    appScheme?: string;
                    /** @description the lender's address */
                    companyAddress?: string;
                    /** @description the lender's registered name */
                    companyName?: string;
                    /** @description grievance officer's address */
                    grievanceAddress?: string;
                    /** @description grievance officer's email */
                    grievanceEmail?: string;
                    /** @description grievance officer's name */
                    grievanceName?: string;
                    /** @description grievance officer's phone */
                    grievancePhone?: string;
                    /** @description the app on the App Store */
                    iosStoreUrl?: string;
                    /** @description customer service email */
                    supportEmail?: string;
                    /** @description when the lines are answered */
                    supportHours?: string;
                    /** @description customer service phone */
                    supportPhone?: string;
                    /** @description the lender's website */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["content.Details"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiContentImages: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description the image
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Uploaded"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiContentLegal: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description privacy (the privacy policy) or terms (the loan terms) */
                kind: string;
                /** @description the version (none: the newest; 0: the built-in text) */
                version?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.LegalEditor"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiContentLegal: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the version the text was edited from (0: the built-in)
                     */
                    base: number;
                    /** @description the text in the markup of docs/CONSOLE.md */
                    body: string;
                    /** @description privacy (the privacy policy) or terms (the loan terms) */
                    kind: string;
                    /** @description what changed, for the history */
                    note: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Publishing"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiContentLegalPreview: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the text in the markup of docs/CONSOLE.md */
                    body: string;
                    /** @description privacy (the privacy policy) or terms (the loan terms) */
                    kind: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["content.LegalDocument"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiContentTemplates: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["promo.Template"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiContentTemplates: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description Google Play link (empty: the lender's) */
                    androidUrl?: string;
                    /** @description the app's URL scheme (empty: the lender's) */
                    appScheme?: string;
                    /** @description #rgb or #rrggbb */
                    backgroundColor?: string;
                    /** @description the banner image: https:// or a path on this site */
                    bannerUrl?: string;
                    /** @description the apply button */
                    buttonText?: string;
                    /** @description the title */
                    headline?: string;
                    /** @description up to 5 highlights, one a line */
                    highlights?: string;
                    /**
                     * Format: int64
                     * @description the template's id
                     */
                    id: number;
                    /** @description App Store link (empty: the lender's) */
                    iosUrl?: string;
                    /** @description the template's name (operators only) */
                    name?: string;
                    /** @description #rgb or #rrggbb */
                    primaryColor?: string;
                    /** @description the line under the title */
                    subheadline?: string;
                    /** @description #rgb or #rrggbb */
                    textColor?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.TemplateSaved"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiContentTemplatesCopy: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the template to copy
                     */
                    id: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["promo.Template"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiContentTemplatesEnable: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description 1: open; 0: closed
                     */
                    enabled: number;
                    /**
                     * Format: int64
                     * @description the template's id
                     */
                    id: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.TemplateSaved"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks content, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiCreditPolicy: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.PolicyPage"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks applications, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCreditPolicy: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the version the draft was edited from
                     */
                    base?: number;
                    /** @description what changes and why */
                    note: string;
                    /** @description the draft's rules, JSON: [{code, outcome, params, values}] (GET credit/policy lists the kinds) */
                    rules: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks credit-policy, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiCreditWhatIf: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description how many days of applications to look back on, 1 to 365
                     */
                    days: number;
                    /** @description the draft's rules, JSON, as credit/policy takes them */
                    rules: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["credit.WhatIf"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks credit-policy, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiDashboard: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the funnel's period: today, month or all (the default) */
                funnel?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Dashboard"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks read-orders, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiEnrol: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description at least 12 characters */
                    password: string;
                    /** @description the link's token */
                    token: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Enrolment"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiEnrolConfirm: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the 6-digit code of the authenticator app */
                    code: string;
                    /** @description the link's token */
                    token: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Done"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiMarket: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.MarketInfo"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiMe: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Me"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks self, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiOperators: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_console.Operator_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks operators, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOperators: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the new operator's name */
                    name: string;
                    /** @description admin, reviewer, finance or support */
                    role: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Added"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks operators, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOperatorsReset: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the operator's id
                     */
                    operatorId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Added"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks operators, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOperatorsSignOut: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the operator's id
                     */
                    operatorId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Ended"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks operators, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOperatorsUnlock: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the operator's id
                     */
                    operatorId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Operator"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks operators, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOperatorsUpdate: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description 1: may sign in; 0: disabled
                     */
                    enabled: number;
                    /**
                     * Format: int64
                     * @description the operator's id
                     */
                    operatorId: number;
                    /** @description admin, reviewer, finance or support */
                    role: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Updated"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks operators, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiOrders: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description an order number or a phone number */
                q?: string;
                /** @description an order status */
                status?: number;
                /** @description review (applications at 151) or payout (151, the withdrawal confirmed) */
                queue?: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_console.OrderRow_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks read-orders, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiOrdersApplication: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the order number */
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Application"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks applications, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOrdersCancel: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the order number */
                    orderNo: string;
                    /** @description why, kept with the proposal and the order's history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks disbursement, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOrdersDecide: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description approve or reject */
                    decision: string;
                    /** @description the order number */
                    orderNo: string;
                    /** @description why; required to reject, and to approve over the credit policy's flags */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Decided"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks applications, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiOrdersDetail: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the order number */
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.OrderDetail"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks read-orders, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOrdersDisburse: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the order number */
                    orderNo: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Disbursed"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks disbursement, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOrdersDisburseBulk: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the orders' numbers, comma-separated, at most 200 */
                    orderNos: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.BulkDisbursed"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks disbursement, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiOrdersLedger: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order's id */
                orderId: number;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.OrderLedger"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks read-orders, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOrdersPayoutAccount: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description one of the borrower's payout accounts (GET orders/payout-choices); 0: channel and number
                     */
                    accountId?: number;
                    /** @description a payout channel's number, with number, when accountId is 0 */
                    channel?: string;
                    /** @description the account or e-wallet number, checked as the borrower's binding form checks it */
                    number?: string;
                    /** @description the order number */
                    orderNo: string;
                    /** @description why, kept with the proposal, the audit log and the payout history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks disbursement, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiOrdersPayoutChoices: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the order number */
                orderNo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.PayoutChoice"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks disbursement, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOrdersReschedule: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description how the borrower agreed: in-app, recorded call or signed form */
                    consentHow: string;
                    /** @description the day the borrower agreed, YYYY-MM-DD, not after today */
                    consentOn: string;
                    /** @description the consent's reference (the call's, the form's or the in-app record's) */
                    consentRef: string;
                    /**
                     * Format: int64
                     * @description days between the instalments (1 to 365; needed with more than one)
                     */
                    everyDays?: number;
                    /** @description the first new due date, YYYY-MM-DD, after today */
                    firstDue: string;
                    /**
                     * Format: int64
                     * @description the new plan's number of instalments (1 to 12, or the product's own when more)
                     */
                    instalments: number;
                    /** @description the order number */
                    orderNo: string;
                    /** @description why, kept with the proposal and the order's history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks servicing, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOrdersWaive: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the plan's unpaid fees to waive, minor units (the first unpaid instalment's first)
                     */
                    fees?: number;
                    /**
                     * Format: int64
                     * @description the late interest to waive, minor units
                     */
                    lateInterest?: number;
                    /** @description the order number */
                    orderNo: string;
                    /**
                     * Format: int64
                     * @description the penalty to waive, minor units
                     */
                    penalty?: number;
                    /** @description why, kept with the proposal and the order's history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks servicing, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOrdersWriteOff: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the order number */
                    orderNo: string;
                    /** @description why, kept with the proposal and the order's history */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks servicing, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiOrdersWriteOffDue: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.ProposedWriteOff"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks servicing, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiPaymentsEvents: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time */
                from?: string;
                /** @description YYYY-MM-DD, included */
                to?: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_repay.Event_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiPaymentsOrders: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the start of an order number, a phone number (any form) or at least 2 letters of the borrower's name */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.CreditOrder"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiPaymentsProposals: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiPaymentsResolve: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description a refund of a pay code's money: the borrower's payout account it goes to (0: their default); another borrower's is a field error
                     */
                    accountId?: number;
                    /** @description credit or refund */
                    action: string;
                    /** @description why */
                    note: string;
                    /** @description the order to credit, picked with the search (GET …/payments/orders): required when the payment has no pay code; else empty or the code's order */
                    orderNo?: string;
                    /** @description the payment's transaction id (txnId from review) */
                    txnId: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiPaymentsReverse: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the credited payment's id (the order page's payments)
                     */
                    paymentId: number;
                    /** @description why, kept with the proposal and both orders' history */
                    reason: string;
                    /** @description the order the money belongs to, credited on the day it was received; empty: the money is held for review */
                    toOrderNo?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Proposal"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks servicing, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiPaymentsReview: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description 1: the resolved payments (sort: at, amount; default -at) instead of the waiting ones (sort: at, amount, kind; default at) */
                resolved?: number;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_repay.Review_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiPaymentsSettlements: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_repay.SettlementFile_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiPaymentsSettlements: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description the provider's settlement file (CSV, at most 2 MB)
                     */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.SettlementFile"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiPaymentsSettlementsQueue: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description one file's lines (its id); 0 or empty: every file's */
                file?: number;
                /** @description 1: the lines resolved with a note instead of those waiting */
                resolved?: number;
                /** @description rows per page, 1 to 200 (default 50) */
                limit?: number;
                /** @description the sort key (the list's own, docs/CONSOLE.md); a leading - sorts descending; none: the list's default */
                sort?: string;
                /** @description the next page: the previous page's next, as given */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["page.Page_kwarta_internal_repay.SettlementItem_"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiPaymentsSettlementsResolve: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the line's id
                     */
                    id: number;
                    /** @description what was found; the line is marked reviewed (no money moves) */
                    note: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.SettlementItem"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiPaymentsTotals: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.DayTotal"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getAdminApiPaymentsTotals.csv": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description YYYY-MM-DD, market time; empty: today */
                from?: string;
                /** @description YYYY-MM-DD, included; empty: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks payments, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiProducts: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.ProductView"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks products, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiProducts: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description amounts go up from the smallest in these steps (at least 100), minor units
                     */
                    amountStep?: number;
                    /** @description the apply button's text */
                    buttonText?: string;
                    /**
                     * Format: int64
                     * @description the interest rate a day, parts per million of the principal
                     */
                    dailyRatePPM?: number;
                    /** @description one line under the name */
                    description?: string;
                    /**
                     * Format: int64
                     * @description the days an extension adds (0: none)
                     */
                    extensionDays?: number;
                    /**
                     * Format: int64
                     * @description the fee of an extension, minor units
                     */
                    extensionFee?: number;
                    /**
                     * Format: int64
                     * @description the number of instalments
                     */
                    instalments?: number;
                    /** @description a partner's product: its http(s) page; empty for the lender's own */
                    linkUrl?: string;
                    /** @description the logo's address */
                    logoUrl?: string;
                    /**
                     * Format: int64
                     * @description the largest amount lent, minor units
                     */
                    maxAmount?: number;
                    /**
                     * Format: int64
                     * @description the smallest amount lent, minor units
                     */
                    minAmount?: number;
                    /** @description the product's name */
                    name?: string;
                    /** @description the promotional popup's text */
                    promoText?: string;
                    /** @description the confirmation page's promotional popup title (empty: none) */
                    promoTitle?: string;
                    /** @description 1: ask a borrower leaving the confirmation page to stay */
                    retentionPopup?: string;
                    /**
                     * Format: int64
                     * @description the service fee, minor units
                     */
                    serviceFee?: number;
                    /** @description tags, comma-separated */
                    tags?: string;
                    /**
                     * Format: int64
                     * @description the term in days (91 to 365)
                     */
                    termDays?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Saved"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks products, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiProductsCheck: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description amounts go up from the smallest in these steps (at least 100), minor units
                     */
                    amountStep?: number;
                    /** @description the apply button's text */
                    buttonText?: string;
                    /**
                     * Format: int64
                     * @description the interest rate a day, parts per million of the principal
                     */
                    dailyRatePPM?: number;
                    /** @description one line under the name */
                    description?: string;
                    /**
                     * Format: int64
                     * @description the days an extension adds (0: none)
                     */
                    extensionDays?: number;
                    /**
                     * Format: int64
                     * @description the fee of an extension, minor units
                     */
                    extensionFee?: number;
                    /**
                     * Format: int64
                     * @description the number of instalments
                     */
                    instalments?: number;
                    /** @description a partner's product: its http(s) page; empty for the lender's own */
                    linkUrl?: string;
                    /** @description the logo's address */
                    logoUrl?: string;
                    /**
                     * Format: int64
                     * @description the largest amount lent, minor units
                     */
                    maxAmount?: number;
                    /**
                     * Format: int64
                     * @description the smallest amount lent, minor units
                     */
                    minAmount?: number;
                    /** @description the product's name */
                    name?: string;
                    /** @description the promotional popup's text */
                    promoText?: string;
                    /** @description the confirmation page's promotional popup title (empty: none) */
                    promoTitle?: string;
                    /** @description 1: ask a borrower leaving the confirmation page to stay */
                    retentionPopup?: string;
                    /**
                     * Format: int64
                     * @description the service fee, minor units
                     */
                    serviceFee?: number;
                    /** @description tags, comma-separated */
                    tags?: string;
                    /**
                     * Format: int64
                     * @description the term in days (91 to 365)
                     */
                    termDays?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.ProductCheck"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks products, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiProductsEnable: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description 1: borrowers can apply; 0: closed
                     */
                    enabled: number;
                    /**
                     * Format: int64
                     * @description the product's id
                     */
                    id: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Saved"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks products, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiProductsOrder: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description every product's id once, comma-separated, the first shown first */
                    ids: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.ProductView"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks products, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiProductsUpdate: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description amounts go up from the smallest in these steps (at least 100), minor units
                     */
                    amountStep?: number;
                    /** @description the apply button's text */
                    buttonText?: string;
                    /**
                     * Format: int64
                     * @description the interest rate a day, parts per million of the principal
                     */
                    dailyRatePPM?: number;
                    /** @description one line under the name */
                    description?: string;
                    /**
                     * Format: int64
                     * @description the days an extension adds (0: none)
                     */
                    extensionDays?: number;
                    /**
                     * Format: int64
                     * @description the fee of an extension, minor units
                     */
                    extensionFee?: number;
                    /**
                     * Format: int64
                     * @description the product's id
                     */
                    id: number;
                    /**
                     * Format: int64
                     * @description the number of instalments
                     */
                    instalments?: number;
                    /** @description a partner's product: its http(s) page; empty for the lender's own */
                    linkUrl?: string;
                    /** @description the logo's address */
                    logoUrl?: string;
                    /**
                     * Format: int64
                     * @description the largest amount lent, minor units
                     */
                    maxAmount?: number;
                    /**
                     * Format: int64
                     * @description the smallest amount lent, minor units
                     */
                    minAmount?: number;
                    /** @description the product's name */
                    name?: string;
                    /** @description the promotional popup's text */
                    promoText?: string;
                    /** @description the confirmation page's promotional popup title (empty: none) */
                    promoTitle?: string;
                    /** @description 1: ask a borrower leaving the confirmation page to stay */
                    retentionPopup?: string;
                    /**
                     * Format: int64
                     * @description the service fee, minor units
                     */
                    serviceFee?: number;
                    /** @description tags, comma-separated */
                    tags?: string;
                    /**
                     * Format: int64
                     * @description the term in days (91 to 365)
                     */
                    termDays?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Saved"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks products, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiSessions: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Session"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks self, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiSessionsEnd: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the session's id (GET sessions)
                     */
                    sessionId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Ended"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks self, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiSessionsEndOthers: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Ended"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks self, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiSignIn: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the 6-digit code of the authenticator app */
                    code: string;
                    /** @description the operator's name */
                    name: string;
                    /** @description the password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Me"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiSignOut: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["console.Done"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description sign in to the console (code 100401) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description the operator's role lacks self, or the CSRF header is missing or wrong (code 100403) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiV2YoumiPromotionGetCaptcha: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description from get-sid */
                sid: string;
                /** @description a timestamp, so the image is not cached */
                a?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiV2YoumiPromotionGetSid: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["account.Sid"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiV2YoumiPromotionGetSms: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the app's name */
                    appName?: string;
                    /** @description which app the visitor is sent to */
                    app_from?: string;
                    /** @description the picture code */
                    capcode: string;
                    /** @description the visitor's device id (form or query); the first session is bound to it */
                    deviceId: string;
                    /**
                     * Format: int64
                     * @description the template id
                     */
                    id?: number;
                    /** @description mobile number of the market (09171234567) */
                    phone: string;
                    /** @description from get-sid */
                    sid: string;
                    /** @description traffic source */
                    user_from?: string;
                    /** @description campaign tag */
                    utm_tag?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["account.CodeSent"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postApiV2YoumiPromotionRegister: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the advertisement's UC parameter, kept with the attribution */
                    UC?: string;
                    /** @description the app's name */
                    appName?: string;
                    /** @description which app the visitor is sent to */
                    app_from?: string;
                    /** @description the picture code */
                    capcode: string;
                    /** @description the visitor's device id (form or query); the first session is bound to it */
                    deviceId: string;
                    /** @description the download link id */
                    down_id?: string;
                    /**
                     * Format: int64
                     * @description the template id
                     */
                    id?: number;
                    /** @description who invited the visitor */
                    invite_code?: string;
                    /** @description the advertisement link id */
                    links_id?: string;
                    /**
                     * Format: int64
                     * @description always 0
                     */
                    merchantNumber?: number;
                    /** @description mobile number of the market (09171234567) */
                    phone: string;
                    /** @description from get-sid */
                    sid: string;
                    /** @description the SMS code */
                    smsCode: string;
                    /** @description the phone again */
                    userName?: string;
                    /** @description traffic source */
                    user_from?: string;
                    /** @description campaign tag */
                    utm_tag?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["account.Registered"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiV2YoumiPromotionTrackClick: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the template id */
                page_id?: number;
                /** @description traffic source */
                user_from?: string;
                /** @description ios or android */
                client_type?: string;
                /** @description 1 for the landing page */
                page_type?: number;
                /** @description campaign tag */
                utm_tag?: string;
                /** @description which app the visitor is sent to */
                app_from?: string;
                /** @description the number typed */
                phone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: Record<string, never>;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiV2YoumiPromotionTrackVisit: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the template id */
                page_id?: number;
                /** @description traffic source */
                user_from?: string;
                /** @description ios or android */
                client_type?: string;
                /** @description 1 for the landing page */
                page_type?: number;
                /** @description campaign tag */
                utm_tag?: string;
                /** @description which app the visitor is sent to */
                app_from?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: Record<string, never>;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApiV2YoumiServiceChannelChannelTemplate: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description template id (the landing page's id) */
                templateId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["promo.TemplateData"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postDevClock: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description how far, a positive Go duration such as 24h or 90m (at most 9600h) */
                    advance: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["server.TestClock"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesName: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postGopiaGoyaDefine: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description product id
                     */
                    pid: number;
                    /**
                     * Format: int64
                     * @description the product's position in the list
                     */
                    pos?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: string;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postGopiaGoyaFirma: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description amount in minor units
                     */
                    mnt: number;
                    /**
                     * Format: int64
                     * @description product id
                     */
                    pid: number;
                    /**
                     * Format: int64
                     * @description term, in the unit
                     */
                    prd: number;
                    /**
                     * Format: int64
                     * @description term unit: 1 = days
                     */
                    unt: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.LinkV2"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGopiaGoyaPacta: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description product id */
                pid: number;
                /** @description agreement scene (3) */
                scn: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.AgreementsV2"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGopiaGoyaSalta: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description product id */
                pid: number;
                /** @description agreement scene (3) */
                scn: number;
                /** @description agreement position */
                pos: number;
                /** @description the borrower's order, when there is one */
                oid?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.LinkV2"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postGopiaGoyaVista: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description 1: show amounts with the rupee sign
                     */
                    coinciding?: number;
                    /**
                     * Format: int64
                     * @description product id
                     */
                    pid: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.ConfirmV2"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLegacyRepaymentRepaymentCommit: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description minor units: repayment-way's amount (what is due now); the server's figure must match
                     */
                    amount: number;
                    /** @description the chosen card's bankCode; must be that card's when given */
                    bankCode?: string;
                    /** @description the chosen card's bankName (shown only; the card is cardId) */
                    bankName?: string;
                    /**
                     * Format: int64
                     * @description a bankCards id from repayment-way: one of the borrower's own accounts
                     */
                    cardId: number;
                    /** @description the chosen card's masked cardNo (shown only) */
                    cardNo?: string;
                    /** @description empty or 0: no coupons are offered */
                    couponId?: string;
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                    /** @description from repayment-way or the last commit; single use */
                    repayToken: string;
                    /**
                     * Format: int64
                     * @description 1: send the SMS code (every card repayment needs it)
                     */
                    sendMsg: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.CardCommitted"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLegacyRepaymentRepaymentConfirm: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                    /**
                     * Format: int64
                     * @description from repayment-commit
                     */
                    repaymentRecordId: number;
                    /** @description the 6-digit SMS code */
                    verifyCode: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.CardConfirmed"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLegacyRepaymentRepaymentHuichao: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description minor units: what is due now (or the whole loan when allowed)
                     */
                    amount: number;
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                    /**
                     * Format: int64
                     * @description the borrower's id, from repayment-way
                     */
                    userId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.PayPage"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLegacyRepaymentRepaymentStatus: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.CardDebit"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLegacyRepaymentRepaymentWay: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.RepaymentWay"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "getOpenapi.json": {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsChannelsName: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsPostback: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description our transaction id */
                txnid?: string;
                /** @description the provider's reference number */
                refno?: string;
                /** @description S paid, F failed, P pending, ... */
                status?: string;
                /** @description the provider's message */
                message?: string;
                /** @description the SHA-1 checksum: the sandbox's; Dragonpay's only with --dragonpay-legacy-digest */
                digest?: string;
                /** @description the amount paid */
                amount?: string;
                /** @description the provider's RSA-SHA256 signatures, base64 (Dragonpay) */
                signatures?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsPostback: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the amount paid */
                    amount?: string;
                    /** @description the SHA-1 checksum: the sandbox's; Dragonpay's only with --dragonpay-legacy-digest */
                    digest?: string;
                    /** @description the provider's message */
                    message?: string;
                    /** @description the provider's reference number */
                    refno?: string;
                    /** @description the provider's RSA-SHA256 signatures, base64 (Dragonpay) */
                    signatures?: string;
                    /** @description S paid, F failed, P pending, ... */
                    status?: string;
                    /** @description our transaction id */
                    txnid?: string;
                };
            };
        };
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsSandboxTxnid: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path: {
                txnid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsSandboxTxnid: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path: {
                txnid: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description S: paid, F: failed */
                    status?: string;
                };
            };
        };
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayoutsCallback: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the payout's transaction id (our transfer key) */
                merchantTxnId?: string;
                /** @description the provider's reference number */
                refNo?: string;
                /** @description S paid, F failed, V voided; P, G, H, Q: not final */
                status?: string;
                /** @description the provider's message */
                message?: string;
                /** @description the provider's checksum */
                digest?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPayoutsCallback: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the provider's checksum */
                    digest?: string;
                    /** @description the payout's transaction id (our transfer key) */
                    merchantTxnId?: string;
                    /** @description the provider's message */
                    message?: string;
                    /** @description the provider's reference number */
                    refNo?: string;
                    /** @description S paid, F failed, V voided; P, G, H, Q: not final */
                    status?: string;
                };
            };
        };
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postServiceEventSave: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description which module
                     */
                    moduleId: number;
                    /**
                     * Format: int64
                     * @description position in the module (a list index; 0 for a single button)
                     */
                    positionId?: number;
                    /**
                     * Format: int64
                     * @description product id (product_id is accepted too)
                     */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: Record<string, never>;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSmsInbound: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the sender's number */
                    from: string;
                    /** @description the text */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["notice.Replied"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserProblemImageName: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserProblemProblemDetail: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the complaint's id (problemId)
                     */
                    problemId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["complaint.Detail"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserProblemProblemInit: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["complaint.Home"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserProblemProblemList: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["complaint.Tabs"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserProblemProblemSave: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the borrower's order number; may be empty only when the borrower has no order */
                    orderNo?: string;
                    /** @description the description, required, at most 200 characters (Unicode code points) */
                    problemDetail?: string;
                    /** @description comma-joined urls from upload-problem-img, at most 9, or empty */
                    problemImage?: string;
                    /**
                     * Format: int64
                     * @description a problemSonType value; required when the type has sub-types (1), else empty or 0
                     */
                    problemSonType?: number;
                    /**
                     * Format: int64
                     * @description a problemType value from problem-init
                     */
                    problemType: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["complaint.Saved"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserProblemSaveScore: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the complaint's id (problemId)
                     */
                    problemId: number;
                    /**
                     * Format: int64
                     * @description the stars, 1 to 5
                     */
                    score: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: Record<string, never>;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserProblemUploadProblemImg: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description the photo; its content decides its type, never its name
                     */
                    problemImage: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["complaint.Uploaded"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3ApplicantApplicantInfo: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["applicant.Form"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3ApplicantApplicantSave: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description house number, street and barangay or locality */
                    addressLine: string;
                    /** @description YYYY-MM-DD */
                    birthDate: string;
                    /** @description city or municipality */
                    city: string;
                    /** @description an employments code from applicant-info */
                    employment: string;
                    /** @description the full name as on the ID */
                    fullName: string;
                    /** @description the ID's number; spaces, hyphens and dots are ignored */
                    idNumber: string;
                    /** @description an idTypes code from applicant-info */
                    idType: string;
                    /** @description optional: the app's reference to the selfie or ID photo it holds */
                    imageRef?: string;
                    /** @description an incomeBands code from applicant-info */
                    incomeBand: string;
                    /** @description ISO 3166-1 alpha-2 country code, e.g. PH */
                    nationality: string;
                    /** @description postal code (PH: 4 digits; IN: 6) */
                    postalCode: string;
                    /** @description province or state */
                    province: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["applicant.View"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3AuthSmsCode: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the picture code */
                    capcode: string;
                    /** @description the device id (query or form); the new session is bound to it */
                    deviceId: string;
                    /** @description mobile number of the market (09171234567) */
                    phone: string;
                    /** @description from get-sid */
                    sid: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["account.CodeSent"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3AuthSmsLogin: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the picture code */
                    capcode: string;
                    /** @description the device id (query or form); the new session is bound to it */
                    deviceId: string;
                    /** @description mobile number of the market (09171234567) */
                    phone: string;
                    /** @description from get-sid */
                    sid: string;
                    /** @description the SMS code */
                    smsCode: string;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["account.SignedIn"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3BindCardBindCardChange: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the bank account number, digits (its length depends on the bank) */
                    account_no?: string;
                    /** @description card type 2: the bank's channel number */
                    bank?: string;
                    /**
                     * Format: int64
                     * @description the card type: 1 e-wallet, 2 bank account (India: 1 bank account)
                     */
                    card_type?: number;
                    /** @description card type 1: the e-wallet's channel number (90006 GCash, 90007 Maya) */
                    channel?: string;
                    /** @description "Province / City" */
                    city?: string;
                    /** @description the GCash mobile number, 09XXXXXXXXX */
                    gcash_no?: string;
                    /** @description India: the branch's IFSC, 11 characters */
                    ifsc?: string;
                    /** @description the Maya mobile number, 09XXXXXXXXX */
                    maya_no?: string;
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                    /**
                     * Format: int64
                     * @description day of the month the borrower is paid, 1 to 31
                     */
                    payday?: number;
                    /**
                     * Format: int64
                     * @description product id (product_id is accepted too)
                     */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["payout.Bound"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3BindCardBindCardNew: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description the bank account number, digits (its length depends on the bank) */
                    account_no?: string;
                    /** @description card type 2: the bank's channel number */
                    bank?: string;
                    /**
                     * Format: int64
                     * @description the card type: 1 e-wallet, 2 bank account (India: 1 bank account)
                     */
                    card_type?: number;
                    /** @description card type 1: the e-wallet's channel number (90006 GCash, 90007 Maya) */
                    channel?: string;
                    /** @description "Province / City" */
                    city?: string;
                    /** @description the GCash mobile number, 09XXXXXXXXX */
                    gcash_no?: string;
                    /** @description India: the branch's IFSC, 11 characters */
                    ifsc?: string;
                    /** @description the Maya mobile number, 09XXXXXXXXX */
                    maya_no?: string;
                    /**
                     * Format: int64
                     * @description day of the month the borrower is paid, 1 to 31
                     */
                    payday?: number;
                    /**
                     * Format: int64
                     * @description product id (product_id is accepted too)
                     */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["payout.Bound"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3BindCardCardInit: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description product id (product_id is accepted too)
                     */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["payout.Form"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3ContractContractJump: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description product id (product_id is accepted too) */
                productId?: number;
                /** @description the borrower's order id */
                orderId?: number;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description agreement scene (3) */
                scene: number;
                /** @description which agreement of the scene, from 1 */
                position: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.ContractLink"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3ContractContractList: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description product id (product_id is accepted too) */
                productId: number;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description agreement scene; 3 is loan confirmation */
                scene: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.AgreementsData"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3ContractDocument: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description product id (product_id is accepted too) */
                productId?: number;
                /** @description the borrower's order id */
                orderId?: number;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description agreement scene (3) */
                scene: number;
                /** @description which agreement of the scene, from 1 */
                position: number;
                /** @description 1: show amounts with the rupee sign */
                coinciding?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the resource itself */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3JointLoginNotice: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description 1: show amounts with the rupee sign
                     */
                    coinciding?: number;
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId?: number;
                    /**
                     * Format: int64
                     * @description product id (product_id is accepted too)
                     */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.FailNotice"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3LoanDetailsGenerateVcode: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description minor units, as the page shows it (repayAmount, delayAmount or payoffAmount); the server's figure must match
                     */
                    amount: number;
                    /** @description a channel_number from repayList */
                    channelNumber: string;
                    /**
                     * Format: int64
                     * @description 1: the extension
                     */
                    isDelay?: number;
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                    /**
                     * Format: int64
                     * @description product id (product_id is accepted too)
                     */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.CodeIssued"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3LoanDetailsGoogleScore: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId?: number;
                    /**
                     * Format: int64
                     * @description the rating scale the page sends: 5
                     */
                    score: number;
                    /**
                     * Format: int64
                     * @description the stars the borrower chose, 1 to 5
                     */
                    stars: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: Record<string, never>;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3LoanDetailsLoanDetails: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description 1: show amounts with the rupee sign
                     */
                    coinciding?: number;
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                    /**
                     * Format: int64
                     * @description product id (product_id is accepted too)
                     */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.Details"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3LoanDetailsWithdraw: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.Pushed"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3LoanLoanDetailConfirm: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description product id (product_id is accepted too) */
                productId: number;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description 1: show amounts with the rupee sign */
                coinciding?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.Confirmation"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3LoanLoanDetailPush: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description amount in minor units (centavos), from the confirmation data
                     */
                    amount: number;
                    /**
                     * Format: int64
                     * @description the term, in termUnit (91 to 365 days)
                     */
                    periods: number;
                    /**
                     * Format: int64
                     * @description product id (product_id is accepted too)
                     */
                    productId: number;
                    /**
                     * Format: int64
                     * @description 1: days
                     */
                    termUnit: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.Pushed"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3LoanRecommendList: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description 1: show amounts with the rupee sign
                     */
                    coinciding?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["loan.Offers"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3PersonalCenterContactKfInfo: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description which contact set; the app sends 1
                     */
                    type?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["content.ContactInfo"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3PersonalCenterSmsSettings: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["notice.Settings"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3PersonalCenterSmsSettingsSave: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description 1: the borrower agrees to texts during the quiet hours
                     */
                    anyHour: number;
                    /** @description a language code from languages (en, fil) */
                    lang: string;
                    /**
                     * Format: int64
                     * @description 1: money-sent and payment-received texts on; 0: off
                     */
                    updates: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["notice.Settings"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3PersonalCenterUserInfo: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["account.Profile"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postV3RepayGeneratePayCode: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /**
                     * Format: int64
                     * @description minor units, as the page shows it (repayAmount, delayAmount or payoffAmount); the server's figure must match
                     */
                    amount: number;
                    /** @description a channel_number from repayList */
                    channelNumber: string;
                    /**
                     * Format: int64
                     * @description 1: the extension
                     */
                    isDelay?: number;
                    /**
                     * Format: int64
                     * @description the borrower's order id
                     */
                    orderId: number;
                    /**
                     * Format: int64
                     * @description product id (product_id is accepted too)
                     */
                    productId?: number;
                };
            };
        };
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.CodeIssued"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3RepayLoanPlayDetail: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description product id (product_id is accepted too) */
                productId?: number;
                /** @description the borrower's order id */
                orderId: number;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.Instalment"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3RepayOrdinary: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description product id (product_id is accepted too) */
                productId?: number;
                /** @description the borrower's order id */
                orderId: number;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.ExtensionPage"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3RepayPayments: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the borrower's order id */
                orderId: number;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.Receipt"][] | null;
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3RepayReceipt: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description the payment's id */
                paymentId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["repay.Receipt"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description login required (code 100401): the session is missing, unknown, expired or bound to another deviceId */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3SiteConfig: {
        parameters: {
            query?: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["content.SiteConfig"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV3SiteLegal: {
        parameters: {
            query: {
                /** @description the borrower's session id (required on borrower calls) */
                sessionId?: string;
                /** @description app version */
                appVersion?: string;
                /** @description device name */
                deviceName?: string;
                /** @description device id; a session is bound to it (required on borrower calls) */
                deviceId?: string;
                /** @description operating system version */
                osVersion?: string;
                /** @description advertising id */
                advertisingId?: string;
                /** @description the loan product the page is about */
                productId?: string;
                /** @description the order the page is about */
                orderId?: string;
                /** @description alias of productId, read when productId is absent */
                product_id?: string;
                /** @description the app's language (en, fil; tl reads as fil, others as en): the server's messages and texts are in it; without it Accept-Language, then the market's */
                lang?: string;
                /** @description privacy (the privacy policy) or terms (the loan terms) */
                kind: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description success envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 00 */
                        code: string;
                        data: components["schemas"]["content.LegalDocument"];
                        message: string;
                        success: boolean;
                    };
                };
            };
            /** @description invalid input (code 100400); fields names each bad form field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description failure envelope */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
