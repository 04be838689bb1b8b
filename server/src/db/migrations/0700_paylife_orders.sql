-- Issue 13 item 2: the open-order lifecycle. A registration keeps every order it had (closed ones
-- stay for the accounts); at most one is open (status pending) at a time.
ALTER TABLE pay_orders DROP CONSTRAINT pay_orders_registration_id_key;
ALTER TABLE pay_orders ADD COLUMN trade_type text NOT NULL DEFAULT 'JSAPI';
ALTER TABLE pay_orders ADD COLUMN h5_url text;
ALTER TABLE pay_orders ADD COLUMN pay_params jsonb;
ALTER TABLE pay_orders ADD COLUMN prepay_expires_at timestamptz;
ALTER TABLE pay_orders ADD COLUMN expires_at timestamptz;
ALTER TABLE pay_orders ADD COLUMN next_query_at timestamptz;
ALTER TABLE pay_orders ADD COLUMN query_count integer NOT NULL DEFAULT 0;
ALTER TABLE pay_orders ADD COLUMN closed_at timestamptz;
CREATE UNIQUE INDEX pay_orders_open_key ON pay_orders (registration_id) WHERE status = 'pending';
CREATE INDEX pay_orders_registration_idx ON pay_orders (registration_id);
CREATE INDEX pay_orders_due_idx ON pay_orders (next_query_at) WHERE status = 'pending';
-- The money received: one row per paid order, whichever of notify or query settled it first.
CREATE TABLE pay_ledger (
  order_no text PRIMARY KEY REFERENCES pay_orders(order_no),
  tenant_id text NOT NULL,
  registration_id text NOT NULL,
  amount integer NOT NULL,
  transaction_id text NOT NULL,
  source text NOT NULL,
  paid_at timestamptz NOT NULL
);
-- The sandbox "WeChat Pay" side: what the platform knows about each order (PAYMENT_MODE=sandbox).
CREATE TABLE sandbox_trades (
  order_no text PRIMARY KEY,
  state text NOT NULL DEFAULT 'NOTPAY',
  transaction_id text,
  paid_at timestamptz
);
