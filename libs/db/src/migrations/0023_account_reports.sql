-- Account reports and planning (issue 14, WP4): the customer's sales contacts, the service list and
-- the display plans. Everything here is read by the session's tenant and customer; the composite
-- foreign keys make it impossible to point a customer at another tenant's employee, to book a
-- service of another tenant, or to give a customer another tenant's plan.

-- Sales page (decision 0063): the provider's employees who look after a customer. Employees gain what
-- a customer needs to reach them; the e-mail falls back to the login e-mail when none is set.
alter table employee add column salutation text;
alter table employee add column email text;
alter table employee add column phone text;

alter table customer add column salesperson_id text;
alter table customer add column service_contact_id text;
alter table customer add column shipment_contact_id text;
alter table customer add constraint customer_salesperson_fk
  foreign key (salesperson_id, mandant_code) references employee (id, mandant_code);
alter table customer add constraint customer_service_contact_fk
  foreign key (service_contact_id, mandant_code) references employee (id, mandant_code);
alter table customer add constraint customer_shipment_contact_fk
  foreign key (shipment_contact_id, mandant_code) references employee (id, mandant_code);

-- Service list (decision 0064): the services the provider's field staff perform at customers, per
-- tenant with a category (docs/rules/data-model.md service report category `type`) and a name per language, and the
-- entries: one service performed once, on a day, documented by a service report (attachment number),
-- with its working time and value.
create table service (
  mandant_code text not null references tenant (mandant_code),
  code text not null,
  category text not null check (category in
    ('MAINTENANCE', 'HYGIENE_INSPECTION', 'INSTALLATION', 'TRAINING', 'REPAIR')),
  name jsonb not null,
  primary key (mandant_code, code)
);

create table service_entry (
  id text primary key,
  mandant_code text not null,
  customer_id text not null,
  service_code text not null,
  performed_on date not null,
  attachment_number text not null,
  minutes integer not null check (minutes > 0),
  value_cents bigint not null check (value_cents >= 0),
  currency text not null,
  -- The technician who performed it (for the provider's own records; not shown to customers).
  employee_id text,
  foreign key (customer_id, mandant_code) references customer (id, mandant_code),
  foreign key (mandant_code, service_code) references service (mandant_code, code),
  foreign key (employee_id, mandant_code) references employee (id, mandant_code)
);
create index service_entry_customer_idx on service_entry (mandant_code, customer_id, performed_on);

-- Display plans (decision 0065): hygiene and cleaning plans hung on the wall. A plan type says
-- which columns a plan has, in order, and under which catalogue category its products are; a plan
-- belongs to one customer, is written in one language, and has rows grouped by section.
create table plan_type (
  id text primary key,
  name jsonb not null,
  -- Ordered column keys (libs/domain PLAN_COLUMNS): AREA, PRODUCT, DOSAGE, FREQUENCY, METHOD, RESPONSIBLE.
  columns jsonb not null check (jsonb_typeof(columns) = 'array' and jsonb_array_length(columns) > 0),
  root_category_id text not null references category (id)
);

create table plan (
  id text primary key,
  mandant_code text not null,
  customer_id text not null,
  name text not null,
  plan_date date not null,
  type_id text not null references plan_type (id),
  language text not null check (language in ('de', 'cs', 'sk', 'it', 'bg')),
  created_at timestamptz not null default now(),
  unique (id, mandant_code),
  foreign key (customer_id, mandant_code) references customer (id, mandant_code)
);
create index plan_customer_idx on plan (mandant_code, customer_id, plan_date desc);

create table plan_row (
  plan_id text not null,
  mandant_code text not null,
  position integer not null check (position > 0),
  section text,
  area text not null,
  -- A product of the plan's tenant under the type's root category (the seed picks it there). No
  -- foreign key: a product leaving the catalogue must not block it, and the printed row keeps its sku.
  product_sku text not null,
  dosage text not null,
  frequency text not null,
  method text not null,
  responsible text not null,
  primary key (plan_id, position),
  foreign key (plan_id, mandant_code) references plan (id, mandant_code) on delete cascade
);
