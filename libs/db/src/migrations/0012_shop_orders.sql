-- Checkout (issue 12, decision 0037): a cart's shipping address, and the orders finalize creates.
-- An order is a snapshot: names, quantities, prices, totals and the address as they were when it was
-- placed, so later price or catalogue changes never rewrite it. One order per cart (unique cart_id)
-- is what makes finalize idempotent: a repeated or concurrent finalize finds the order and returns it.

-- The cart's shipping address (docs/rules/data-model.md cartShippingAddress); null columns: the customer's address.
alter table cart add column shipping_first_name text;
alter table cart add column shipping_last_name text;
alter table cart add column shipping_street text;
alter table cart add column shipping_postal_code text;
alter table cart add column shipping_city text;
alter table cart add column shipping_country text;

-- The running number of each tenant's shop orders (orderNumberOf in libs/domain).
create table shop_order_counter (
  mandant_code text primary key references tenant (mandant_code),
  last_value integer not null
);

create table shop_order (
  id text primary key,
  mandant_code text not null references tenant (mandant_code),
  order_number text not null,
  customer_id text not null,
  source text not null default 'WEB_SHOP' check (source in ('WEB_SHOP', 'EXTERNAL')),
  status text not null default 'OPEN',
  -- The cart it was placed from (WEB_SHOP orders); carts are deleted later, so no foreign key.
  cart_id text,
  cart_key text,
  contact_id text,
  employee_id text,
  employee_no text,
  customer_identifier text,
  customer_comment text,
  shipping_agent text not null,
  shipping_first_name text not null,
  shipping_last_name text not null,
  shipping_street text not null,
  shipping_postal_code text not null,
  shipping_city text not null,
  shipping_country text not null,
  currency text not null,
  tax_percent numeric(5, 2) not null,
  net_cents bigint not null check (net_cents >= 0),
  tax_cents bigint not null check (tax_cents >= 0),
  gross_cents bigint not null check (gross_cents >= 0),
  ordered_at timestamptz not null default now(),
  unique (mandant_code, order_number),
  unique (id, mandant_code),
  foreign key (customer_id, mandant_code) references customer (id, mandant_code),
  foreign key (contact_id, customer_id) references contact (id, customer_id),
  foreign key (employee_id, mandant_code) references employee (id, mandant_code)
);
create unique index shop_order_cart_idx on shop_order (cart_id) where cart_id is not null;
create index shop_order_customer_idx on shop_order (customer_id, ordered_at desc);

create table shop_order_line (
  order_id text not null,
  mandant_code text not null,
  position integer not null check (position > 0),
  sku text not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  unit_cents bigint not null check (unit_cents >= 0),
  line_cents bigint not null check (line_cents >= 0),
  primary key (order_id, position),
  foreign key (order_id, mandant_code) references shop_order (id, mandant_code) on delete cascade
);
