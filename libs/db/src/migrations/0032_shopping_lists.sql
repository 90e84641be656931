-- Shopping lists (issue 27, decision 0098). A list belongs to a customer of a tenant and to one key of
-- a contact (shoppingListKeyOf in libs/domain: customerNo-contactNo-mandantCode, an employee acting for
-- the contact with the login e-mail hash first; the scan-me list of the same person ends in -ScanMe).
-- The BFF lets a session touch only its own keys; the adapter scopes every read and write to tenant and
-- customer as well. Every write bumps `version` (a stale write gets CONFLICT).

create table shopping_list (
  id text primary key,
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null,
  -- The contact the list belongs to, and the employee whose key it is (null: the contact's own key).
  contact_id text not null,
  employee_id text,
  key text not null,
  name text not null,
  slug text not null,
  description text,
  attrs jsonb not null default '{}'::jsonb,
  version integer not null default 1 check (version > 0),
  created_by_contact_id text not null,
  created_by_employee_id text,
  updated_by_contact_id text not null,
  updated_by_employee_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (mandant_code, key),
  unique (id, mandant_code),
  foreign key (customer_id, mandant_code) references customer (id, mandant_code),
  foreign key (contact_id, customer_id) references contact (id, customer_id),
  foreign key (employee_id, mandant_code) references employee (id, mandant_code)
);
create index shopping_list_customer_idx on shopping_list (customer_id, contact_id);

create table shopping_list_line (
  list_id text not null,
  mandant_code text not null,
  -- The line's key: its sku (adding the sku again sums into it), else its external id.
  line_key text not null,
  -- Null for a line another system put there without a product of the shop (it is never buyable).
  sku text,
  quantity integer not null check (quantity between 1 and 99999),
  added_at timestamptz not null default now(),
  external_id text,
  primary key (list_id, line_key),
  foreign key (list_id, mandant_code) references shopping_list (id, mandant_code) on delete cascade
);
