-- Customer prices (issue 5, docs/rules/data-model.md Customer price). The embedded pricing adapter reads these
-- tables; a real ERP price service is another adapter behind the same port.
--
-- customer_price: the customer's own price of a sku in a tenant (channel SALES_PRICE). A sku without
--   a row is sold to that customer at the tenant's list price (product.list_price_cents, channel
--   SALES_PRICE_LIST). `version` grows with every change, so caches and clients can tell old from new.
-- tier_price: quantity prices by minimum quantity, of a customer price (customer_no set) or of the
--   tenant's list price (customer_no null). The price for a quantity is the tier with the largest
--   minimum quantity not above it, else the base price.
-- price_change: the change log / inbox of the price refresh. A price feed (or ops) writes pending
--   rows; the worker's price refresh applies them, stamps applied_at and reports exactly which
--   (customer, sku) pairs changed, so only their cache entries are invalidated.

create table customer_price (
  id bigserial primary key,
  mandant_code text not null,
  customer_no text not null,
  sku text not null,
  channel text not null default 'SALES_PRICE' check (channel in ('SALES_PRICE', 'SALES_PRICE_LIST')),
  price_cents integer not null check (price_cents >= 0),
  currency text not null,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  unique (mandant_code, customer_no, sku),
  foreign key (mandant_code, customer_no) references customer (mandant_code, customer_no) on delete cascade,
  foreign key (mandant_code, sku) references product (mandant_code, sku) on delete cascade
);

create table tier_price (
  id bigserial primary key,
  mandant_code text not null,
  sku text not null,
  -- null: a tier of the tenant's list price; otherwise a tier of that customer's price.
  customer_no text,
  minimum_quantity integer not null check (minimum_quantity >= 2),
  price_cents integer not null check (price_cents >= 0),
  foreign key (mandant_code, sku) references product (mandant_code, sku) on delete cascade,
  -- MATCH SIMPLE: not checked for list tiers (customer_no null).
  foreign key (mandant_code, customer_no, sku)
    references customer_price (mandant_code, customer_no, sku) on delete cascade
);
create unique index tier_price_key_idx
  on tier_price (mandant_code, sku, coalesce(customer_no, ''), minimum_quantity);
create index tier_price_customer_idx on tier_price (mandant_code, customer_no, sku);

create table price_change (
  id bigserial primary key,
  mandant_code text not null,
  customer_no text not null,
  sku text not null,
  price_cents integer not null check (price_cents >= 0),
  -- who wrote it: a feed name or ops:<user>
  source text not null,
  created_at timestamptz not null default now(),
  applied_at timestamptz,
  foreign key (mandant_code, customer_no) references customer (mandant_code, customer_no) on delete cascade,
  foreign key (mandant_code, sku) references product (mandant_code, sku) on delete cascade
);
create index price_change_pending_idx on price_change (mandant_code, customer_no, id) where applied_at is null;
