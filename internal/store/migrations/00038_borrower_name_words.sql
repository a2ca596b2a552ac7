-- +goose Up
-- The words of each borrower's name, lower case, for the console's search
-- by name at a million borrowers (docs/CONSOLE.md, "The dashboard and borrowers"): a
-- search finds the borrowers with a word starting with each word typed,
-- through this table's key, instead of reading every name. Written with
-- the borrower (account.CreateUser); the words are split at spaces. Byte
-- order ("C" on PostgreSQL, SQLite's own), so a prefix is a key range.
-- owner: account
CREATE TABLE borrower_name_words (
    word    TEXT NOT NULL,
    user_id BIGINT NOT NULL REFERENCES users(id),
    PRIMARY KEY (word, user_id)
);
CREATE INDEX borrower_name_words_user ON borrower_name_words(user_id);
-- +kwarta sqlite
WITH RECURSIVE split(user_id, word, rest) AS (
    SELECT id, '', lower(trim(name)) || ' ' FROM users
    UNION ALL
    SELECT user_id, substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1) FROM split WHERE rest <> ''
)
INSERT OR IGNORE INTO borrower_name_words (word, user_id) SELECT word, user_id FROM split WHERE word <> '';
-- +kwarta end
-- +kwarta postgres
ALTER TABLE borrower_name_words ALTER COLUMN word TYPE TEXT COLLATE "C";
INSERT INTO borrower_name_words (word, user_id)
SELECT DISTINCT w, id FROM users, regexp_split_to_table(lower(trim(name)), ' +') AS w WHERE w <> ''
ON CONFLICT DO NOTHING;
-- +kwarta end

-- +goose Down
DROP TABLE borrower_name_words;
