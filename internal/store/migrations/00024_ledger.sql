-- +goose Up
-- The books (internal/ledger, docs/ACCOUNTING.md): a chart of accounts, a
-- journal of entries and their postings, in integer minor units.
--
-- The chart is data: the accounts below are the ones the code posts to;
-- an administrator may add more, and an account that has a posting can
-- be neither deleted nor renamed (its code). Cash in transit has one
-- account per payment channel, 1020:<channel>, added on first use.
-- kind: asset, liability, income or expense (its normal side follows).
-- owner: ledger
CREATE TABLE ledger_accounts (
    code       TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('asset', 'liability', 'equity', 'income', 'expense')),
    created_at BIGINT NOT NULL
);
INSERT INTO ledger_accounts (code, name, kind, created_at) VALUES
    ('1010', 'Cash at bank', 'asset', 0),
    ('1020', 'Cash in transit (per payment channel: 1020:<channel>)', 'asset', 0),
    ('1030', 'Payout clearing', 'liability', 0),
    ('1110', 'Loans receivable: principal', 'asset', 0),
    ('1120', 'Interest receivable', 'asset', 0),
    ('1130', 'Fees receivable', 'asset', 0),
    ('1140', 'Late interest receivable', 'asset', 0),
    ('1150', 'Penalty receivable', 'asset', 0),
    ('2100', 'Borrower overpayments', 'liability', 0),
    ('2200', 'Unearned interest', 'liability', 0),
    ('4100', 'Interest income', 'income', 0),
    ('4200', 'Fee income', 'income', 0),
    ('4300', 'Penalty income', 'income', 0),
    ('4400', 'Late interest income', 'income', 0),
    ('5100', 'Write-off expense', 'expense', 0),
    ('5200', 'Waivers', 'expense', 0);

-- A posting belongs to the entry whose ref it names. The postings of an
-- entry are written first and the entry last: the entry row is refused
-- unless its postings (two or more) sum to zero (debits positive, credits
-- negative), and no posting can join an entry once it is written. So an
-- entry in journal_entries always balances, whatever code writes it.
-- Postings without their entry (never in a committed transaction that
-- succeeded, since the caller writes both) are left out of every report;
-- `kwarta ledger check` names any.
-- owner: ledger
CREATE TABLE ledger_postings (
    id        {{PK}},
    entry_ref TEXT NOT NULL,
    account   TEXT NOT NULL REFERENCES ledger_accounts(code),
    order_id  BIGINT NOT NULL DEFAULT 0,
    amount    BIGINT NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_postings_entry ON ledger_postings(entry_ref);
CREATE INDEX ledger_postings_order ON ledger_postings(order_id, account);
CREATE INDEX ledger_postings_account ON ledger_postings(account);

-- kind: disbursement, repayment, extension, charges, interest, hold,
-- refund, waiver, write-off, reversal, backfill. on_date is the market's
-- calendar date (YYYY-MM-DD) the entry counts on; at the moment it was
-- written. reverses names the entry a reversal undoes (0: none); an entry
-- is reversed at most once.
-- owner: ledger
CREATE TABLE journal_entries (
    id       {{PK}},
    ref      TEXT NOT NULL UNIQUE,
    kind     TEXT NOT NULL,
    order_id BIGINT NOT NULL DEFAULT 0,
    on_date  TEXT NOT NULL,
    at       BIGINT NOT NULL,
    memo     TEXT NOT NULL DEFAULT '',
    reverses BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX journal_entries_date ON journal_entries(on_date);
CREATE INDEX journal_entries_order ON journal_entries(order_id);
CREATE UNIQUE INDEX journal_entries_reverses ON journal_entries(reverses) WHERE reverses > 0;

-- Runs that must happen once, by name (the back-fill of the journal for
-- the orders that existed before it).
-- owner: ledger
CREATE TABLE ledger_runs (
    name TEXT PRIMARY KEY,
    at   BIGINT NOT NULL,
    note TEXT NOT NULL DEFAULT ''
);

{{APPEND_ONLY journal_entries}}
{{APPEND_ONLY ledger_postings}}

-- +kwarta sqlite
-- +goose StatementBegin
CREATE TRIGGER journal_entries_balanced BEFORE INSERT ON journal_entries
WHEN (SELECT COUNT(*) FROM ledger_postings WHERE entry_ref = NEW.ref) < 2
  OR (SELECT SUM(amount) FROM ledger_postings WHERE entry_ref = NEW.ref) <> 0
BEGIN SELECT RAISE(ABORT, 'journal entry does not balance: its debits and credits differ'); END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER ledger_postings_open_entry BEFORE INSERT ON ledger_postings
WHEN EXISTS (SELECT 1 FROM journal_entries WHERE ref = NEW.entry_ref)
BEGIN SELECT RAISE(ABORT, 'journal entry is already written: post a new entry instead'); END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER ledger_accounts_keep_used BEFORE DELETE ON ledger_accounts
WHEN EXISTS (SELECT 1 FROM ledger_postings WHERE account = OLD.code)
BEGIN SELECT RAISE(ABORT, 'ledger account has postings: it cannot be deleted'); END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER ledger_accounts_keep_code BEFORE UPDATE OF code ON ledger_accounts
WHEN EXISTS (SELECT 1 FROM ledger_postings WHERE account = OLD.code)
BEGIN SELECT RAISE(ABORT, 'ledger account has postings: its code cannot change'); END;
-- +goose StatementEnd
-- +kwarta end

-- +kwarta postgres
-- +goose StatementBegin
CREATE FUNCTION journal_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (SELECT COUNT(*) FROM ledger_postings WHERE entry_ref = NEW.ref) < 2
       OR (SELECT SUM(amount) FROM ledger_postings WHERE entry_ref = NEW.ref) <> 0 THEN
        RAISE EXCEPTION 'journal entry does not balance: its debits and credits differ';
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER journal_entries_balanced BEFORE INSERT ON journal_entries FOR EACH ROW EXECUTE FUNCTION journal_entries_balanced();
-- +goose StatementBegin
CREATE FUNCTION ledger_postings_open_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM journal_entries WHERE ref = NEW.entry_ref) THEN
        RAISE EXCEPTION 'journal entry is already written: post a new entry instead';
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER ledger_postings_open_entry BEFORE INSERT ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_postings_open_entry();
-- +goose StatementBegin
CREATE FUNCTION ledger_accounts_keep_used() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (TG_OP = 'DELETE' OR NEW.code <> OLD.code) AND EXISTS (SELECT 1 FROM ledger_postings WHERE account = OLD.code) THEN
        RAISE EXCEPTION 'ledger account has postings: it cannot be deleted or renamed';
    END IF;
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER ledger_accounts_keep_used BEFORE UPDATE OR DELETE ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_accounts_keep_used();
-- +kwarta end

-- +goose Down
DROP TABLE ledger_runs;
DROP TABLE journal_entries;
DROP TABLE ledger_postings;
DROP TABLE ledger_accounts;
-- +kwarta postgres
DROP FUNCTION journal_entries_balanced;
DROP FUNCTION ledger_postings_open_entry;
DROP FUNCTION ledger_accounts_keep_used;
DROP FUNCTION journal_entries_append_only;
DROP FUNCTION ledger_postings_append_only;
-- +kwarta end
