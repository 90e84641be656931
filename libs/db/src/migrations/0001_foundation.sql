-- Foundation schema: tenants, catalogue, customers, contacts, employees, CMS stories, dev IdP accounts.
-- Localized texts are jsonb objects keyed by language: {"de": "...", "cs": "...", "sk": "...", "it": "...", "bg": "..."}.

create table tenant (
  mandant_code text primary key,
  name text not null,
  country_code text not null,
  currency text not null,
  tax_percent integer not null,
  -- shop configuration in docs/rules/data-model.md: webRoles, salutations, customerGroups, organizationalLevels,
  -- shippingAgents, fieldDescriptions, languages, countries ...
  config jsonb not null default '{}'::jsonb
);

create table category (
  id text primary key,
  key text not null unique,
  parent_id text references category (id),
  depth integer not null check (depth between 0 and 2),
  order_hint integer not null,
  name jsonb not null,
  slug jsonb not null
);
create index category_parent_idx on category (parent_id);

create table product (
  id text primary key,
  mandant_code text not null references tenant (mandant_code),
  sku text not null,
  ean text not null,
  category_id text not null references category (id),
  name jsonb not null,
  description jsonb not null,
  slug jsonb not null,
  unit text not null,
  pack_size integer not null check (pack_size > 0),
  list_price_cents integer not null check (list_price_cents >= 0),
  currency text not null,
  image text not null,
  attributes jsonb not null default '{}'::jsonb,
  unique (mandant_code, sku)
);
create index product_category_idx on product (mandant_code, category_id);

create table customer (
  id text primary key,
  mandant_code text not null references tenant (mandant_code),
  customer_no text not null,
  name1 text not null,
  name2 text,
  street text not null,
  post_code text not null,
  city text not null,
  country_code text not null,
  language_code text not null,
  customer_group_code text not null,
  email text not null,
  phone text not null,
  currency text not null,
  unique (mandant_code, customer_no)
);

create table contact (
  id text primary key,
  customer_id text not null references customer (id),
  mandant_code text not null references tenant (mandant_code),
  contact_no text not null,
  login_email text not null,
  salutation text,
  first_name text not null,
  last_name text not null,
  email text,
  phone text,
  position text,
  role text,
  deletion_state boolean not null default false,
  unique (mandant_code, contact_no)
);
create unique index contact_login_email_idx on contact (lower(login_email)) where not deletion_state;

create table employee (
  id text primary key,
  mandant_code text not null references tenant (mandant_code),
  employee_no text not null,
  login_email text not null,
  first_name text not null,
  last_name text not null,
  unique (mandant_code, employee_no)
);
create unique index employee_login_email_idx on employee (lower(login_email));

create table cms_story (
  id serial primary key,
  locale text not null,
  slug text not null,
  name text not null,
  content jsonb not null,
  published_at timestamptz not null default now(),
  unique (locale, slug)
);

-- Accounts of the development identity provider (apps/idp). A real OIDC provider has its own store.
create table idp_account (
  subject text primary key,
  email text not null,
  password_hash text not null,
  given_name text not null,
  family_name text not null
);
create unique index idp_account_email_idx on idp_account (lower(email));
