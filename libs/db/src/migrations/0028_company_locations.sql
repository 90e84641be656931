-- Company data, settings and locations (issue 26, decisions 0087, 0088 and 0089).

-- The full session customer (docs/rules/data-model.md, session customer): what the customer table had
-- no column for. Master data of the ERP: the shop shows it, only the ERP changes it (decision 0087).
alter table customer
  add column name3 text,
  add column address2 text,
  add column shipping_agent_code text,
  -- Bank account the customer pays from (direct debit); shown to the customer's administrators only.
  add column iban text check (iban is null or iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  add column bic text check (bic is null or bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  -- Bill-to customer: who the invoices go to (a chain's head office); null when the customer pays itself.
  add column billto_no text,
  add column billto_name1 text,
  add column billto_name2 text,
  add column billto_name3 text,
  add column billto_street text,
  add column billto_post_code text,
  add column billto_city text,
  add column billto_country_code text,
  add column is_chain boolean not null default false,
  add column is_chain_group boolean not null default false,
  add column is_billto_customer boolean not null default false,
  add column only_items_from_essence_list boolean not null default false,
  add column essence_list_skus text[] not null default '{}',
  add column responsibility_center_code text,
  -- The customer configuration (reminder_mail_interval, migration 0019) is versioned: two people
  -- changing it at once, the stale write gets CONFLICT (decision 0088).
  add column configuration_version integer not null default 1,
  add constraint customer_billto_complete check (
    billto_no is null or (billto_name1 is not null and billto_street is not null and billto_post_code is not null
      and billto_city is not null and billto_country_code is not null));

-- Locations (business units, decision 0089): the sites of a customer (a hotel, a kitchen, a branch),
-- with an address, a contact mail and the contacts who work there (associates).
create table business_unit (
  id text primary key,
  mandant_code text not null,
  customer_id text not null,
  name text not null check (length(name) between 1 and 100),
  street text not null,
  post_code text not null,
  city text not null,
  country_code text not null,
  contact_mail text,
  version integer not null default 1,
  stock_version integer not null default 0,
  created_at timestamptz not null default now(),
  changed_at timestamptz not null default now(),
  foreign key (customer_id, mandant_code) references customer (id, mandant_code)
);
-- A customer's locations have distinct names.
create unique index business_unit_name_idx on business_unit (mandant_code, customer_id, lower(name));

-- Contacts working at a location; only contacts of the location's customer (checked by the writer).
create table business_unit_associate (
  business_unit_id text not null references business_unit (id) on delete cascade,
  contact_id text not null references contact (id),
  added_at timestamptz not null default now(),
  primary key (business_unit_id, contact_id)
);
create index business_unit_associate_contact_idx on business_unit_associate (contact_id);

-- Stock of a location (decision 0089): what its store room holds of the tenant's products, as its staff
-- counted it, and the quantity below which a reorder is suggested. Written as one count sheet.
create table business_unit_stock (
  business_unit_id text not null references business_unit (id) on delete cascade,
  mandant_code text not null,
  sku text not null,
  quantity integer not null check (quantity between 0 and 99999),
  minimum_quantity integer not null default 0 check (minimum_quantity between 0 and 99999),
  counted_at timestamptz not null default now(),
  counted_by_contact_id text,
  counted_by_employee_id text,
  primary key (business_unit_id, sku),
  foreign key (mandant_code, sku) references product (mandant_code, sku)
);
