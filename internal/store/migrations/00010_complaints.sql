-- +goose Up
-- Complaints: the problem types and sub-types the complaint home
-- lists (data operators may edit), the borrowers' complaints with the
-- operator's reply and the borrower's score, and the images: the evidence a
-- borrower uploads and the images of a reply. Images are personal data and
-- live here, never in the public files table.

-- A problem type; value is what the pages send as problemType.
-- owner: complaint
CREATE TABLE problem_types (
    value     BIGINT PRIMARY KEY,
    title     TEXT NOT NULL,
    position  INTEGER NOT NULL,
    enabled   INTEGER NOT NULL DEFAULT 1
);

-- A sub-type of a type; value is what the pages send as problemSonType.
-- A type with enabled sub-types needs one on every complaint.
-- owner: complaint
CREATE TABLE problem_subtypes (
    value       BIGINT PRIMARY KEY,
    type_value  BIGINT NOT NULL REFERENCES problem_types(value),
    title       TEXT NOT NULL,
    position    INTEGER NOT NULL,
    enabled     INTEGER NOT NULL DEFAULT 1
);

INSERT INTO problem_types (value, title, position) VALUES
    (1, 'Collection conduct', 1),
    (2, 'Payment not credited', 2),
    (3, 'Disbursement delay', 3),
    (4, 'App problem', 4),
    (5, 'Personal data and privacy', 5),
    (6, 'Other', 6);
INSERT INTO problem_subtypes (value, type_value, title, position) VALUES
    (101, 1, 'Harassment or abusive language', 1),
    (102, 1, 'Contacting my contacts or employer', 2),
    (103, 1, 'Threats or public shaming', 3),
    (104, 1, 'Wrong amount demanded', 4),
    (105, 1, 'Calls at unreasonable hours', 5);

-- A complaint: status 1 processing, 2 processed (replied). due_at is the
-- 3-weekday promise (the end of the 3rd Philippine working day after
-- filing); score is 0 until the borrower rates the reply (1 to 5).
-- owner: complaint
CREATE TABLE complaints (
    id            {{PK}},
    user_id       BIGINT NOT NULL REFERENCES users(id),
    order_id      BIGINT REFERENCES orders(id),
    order_no      TEXT NOT NULL DEFAULT '',
    type_value    BIGINT NOT NULL REFERENCES problem_types(value),
    subtype_value BIGINT NOT NULL DEFAULT 0,
    detail        TEXT NOT NULL,
    status        INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
    created_at    BIGINT NOT NULL,
    due_at        BIGINT NOT NULL,
    reply         TEXT NOT NULL DEFAULT '',
    replied_by    TEXT NOT NULL DEFAULT '',
    replied_at    BIGINT NOT NULL DEFAULT 0,
    score         INTEGER NOT NULL DEFAULT 0 CHECK (score BETWEEN 0 AND 5),
    scored_at     BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX complaints_user ON complaints(user_id, id);
CREATE INDEX complaints_open ON complaints(status, due_at);

-- An image, re-encoded without metadata. user_id is the one borrower who
-- may read it: the uploader of evidence, the complaint's borrower for a
-- reply image. Evidence waits with complaint_id NULL until a complaint
-- attaches it; role is evidence or reply.
-- owner: complaint
CREATE TABLE complaint_images (
    id            {{PK}},
    name          TEXT NOT NULL UNIQUE,
    user_id       BIGINT NOT NULL REFERENCES users(id),
    complaint_id  BIGINT REFERENCES complaints(id),
    role          TEXT NOT NULL CHECK (role IN ('evidence', 'reply')),
    position      INTEGER NOT NULL DEFAULT 0,
    content_type  TEXT NOT NULL,
    data          {{BLOB}} NOT NULL,
    width         INTEGER NOT NULL,
    height        INTEGER NOT NULL,
    uploaded_by   TEXT NOT NULL DEFAULT '',
    created_at    BIGINT NOT NULL
);
CREATE INDEX complaint_images_user ON complaint_images(user_id, complaint_id);
CREATE INDEX complaint_images_complaint ON complaint_images(complaint_id, role, position);

-- +goose Down
DROP TABLE complaint_images;
DROP TABLE complaints;
DROP TABLE problem_subtypes;
DROP TABLE problem_types;
