-- +goose Up
-- One loan per borrower and product in progress (151 under review, 21
-- approved, 170 repaying, 174 due, 180 overdue): two confirmations racing
-- on two connections cannot both place an order.
CREATE UNIQUE INDEX orders_one_in_progress ON orders(user_id, product_id) WHERE status IN (151, 21, 170, 174, 180);

-- +goose Down
DROP INDEX orders_one_in_progress;
