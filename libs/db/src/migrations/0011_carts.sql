-- Carts (issue 12, decision 0036). A cart belongs to a customer of a tenant and to the key of the
-- contact (or the employee acting as that contact) that works on it; a key has at most one Active
-- cart. Every write bumps `version` (a stale write is refused by the commerce port). The composite
-- foreign keys make it impossible to put another tenant's customer, contact, employee or product
-- into a cart, or a line into another tenant's cart.

create table cart (
  id text primary key,
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null,
  -- cartKeyOf (libs/domain): mandant-customerNo-contactNo, employees with their e-mail hash first.
  key text not null,
  owner_contact_id text not null,
  owner_employee_id text,
  state text not null default 'Active' check (state in ('Active', 'Saved', 'Ordered')),
  process_status text not null default 'None'
    check (process_status in ('None', 'Open', 'Modified', 'Merged', 'Declined')),
  process_type text not null default 'Normal' check (process_type in ('Normal', 'Merged')),
  process_comment text,
  customer_identifier text,
  customer_comment text,
  shipping_agent text not null default 'INNER',
  external_id text,
  custom_created_at timestamptz,
  essence_list_date date,
  -- A contact id, or `employee:<id>` for an employee (decision 0036).
  locked_by text,
  locked_until timestamptz,
  version integer not null default 1 check (version > 0),
  created_by text not null,
  state_changed_by text,
  created_at timestamptz not null default now(),
  last_modified_at timestamptz not null default now(),
  unique (id, mandant_code),
  foreign key (customer_id, mandant_code) references customer (id, mandant_code),
  foreign key (owner_contact_id, customer_id) references contact (id, customer_id),
  foreign key (owner_employee_id, mandant_code) references employee (id, mandant_code)
);
create unique index cart_active_key_idx on cart (mandant_code, key) where state = 'Active';
create index cart_customer_idx on cart (customer_id, last_modified_at desc);

create table cart_line (
  cart_id text not null,
  mandant_code text not null,
  -- The line's key: its sku (one line per sku; adding it again adds the quantities).
  line_key text not null,
  sku text not null,
  quantity integer not null check (quantity between 1 and 99999),
  added_at timestamptz not null default now(),
  primary key (cart_id, line_key),
  foreign key (cart_id, mandant_code) references cart (id, mandant_code) on delete cascade,
  foreign key (mandant_code, sku) references product (mandant_code, sku)
);

-- Who did what to which cart, kept when the cart is deleted (a declined cart is, docs/rules/states-and-rules.md).
create table cart_event (
  id bigserial primary key,
  cart_id text not null,
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null,
  action text not null,
  -- The contact the session acts as, and the employee acting as that contact (null for the contact).
  contact_id text not null,
  employee_id text,
  details jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);
create index cart_event_cart_idx on cart_event (cart_id, at);
