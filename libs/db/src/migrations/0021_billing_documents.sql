-- Invoices and credit memos of orders (issue 14, docs/rules/data-model.md print documents, decision 0057).
-- The ERP issues them, mostly for EXTERNAL orders; the shop shows and prints them. Like an order, a
-- billing document is a snapshot: its lines and totals as issued, never recomputed. A credit memo
-- names the invoice it corrects. Numbers are unique per tenant and kind.
create table billing_document (
  id text primary key,
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null,
  order_id text not null,
  kind text not null check (kind in ('INVOICE', 'CREDIT_MEMO')),
  document_number text not null,
  -- A credit memo's invoice; null for invoices.
  invoice_number text,
  issued_on date not null,
  due_on date,
  reason text,
  currency text not null,
  tax_percent numeric(5, 2) not null,
  net_cents bigint not null check (net_cents >= 0),
  tax_cents bigint not null check (tax_cents >= 0),
  gross_cents bigint not null check (gross_cents >= 0),
  unique (mandant_code, kind, document_number),
  unique (id, mandant_code),
  check ((kind = 'CREDIT_MEMO') = (invoice_number is not null)),
  foreign key (customer_id, mandant_code) references customer (id, mandant_code),
  foreign key (order_id, mandant_code) references shop_order (id, mandant_code) on delete cascade
);
create index billing_document_order_idx on billing_document (order_id);
create index billing_document_customer_idx on billing_document (customer_id, issued_on desc);

create table billing_document_line (
  document_id text not null,
  mandant_code text not null,
  position integer not null check (position > 0),
  sku text not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  unit_cents bigint not null check (unit_cents >= 0),
  line_cents bigint not null check (line_cents >= 0),
  primary key (document_id, position),
  foreign key (document_id, mandant_code) references billing_document (id, mandant_code) on delete cascade
);

-- Order history filters by source and day for one customer.
create index shop_order_customer_source_idx on shop_order (customer_id, source, ordered_at desc);
