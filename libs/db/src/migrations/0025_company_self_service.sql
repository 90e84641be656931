-- Company self-service (issue 26): what the user administration, invitations, registration and the
-- company's activity list share. Each part adds its own tables in a migration of its own.

-- Contacts as the commerce backend describes them (docs/rules/data-model.md, customer or contact):
-- a version for optimistic concurrency (two administrators editing one contact: the stale write
-- gets CONFLICT), and the fields the contact had no column for.
alter table contact add column middle_name text;
alter table contact add column external_id text;
alter table contact add column organizational_level_code text;
alter table contact add column version integer not null default 1;
alter table contact add column created_at timestamptz not null default now();

-- Numbers of contacts and customers created in the shop (seeded ones use KT000001… and 100001…).
create sequence contact_no_seq start 500001;
create sequence customer_no_seq start 700001;

-- The company's activity: one row for every change to its users, locations, settings, API clients
-- and company data, appended in the same transaction as the change (decision 0014's attribution:
-- the acting contact, and the employee acting as it). A registration decided by staff has no
-- acting contact; its staff member is the employee.
create table account_event (
  id bigserial primary key,
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null,
  -- What was changed: 'contact', 'invitation', 'location', 'settings', 'api-client', 'company', 'registration'.
  subject_kind text not null,
  subject_id text not null,
  -- e.g. 'created', 'changed', 'removed', 'invited', 'accepted', 'rotated', 'revoked'.
  action text not null,
  contact_id text,
  employee_id text,
  -- What changed: field names with before and after, never secrets.
  details jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);
create index account_event_customer_idx on account_event (mandant_code, customer_id, at desc, id desc);

-- Invitations of new contacts: a single-use token (only its SHA-256 is stored) that expires.
create table contact_invitation (
  id text primary key,
  token_hash text not null unique,
  mandant_code text not null references tenant (mandant_code),
  customer_id text not null references customer (id),
  contact_id text not null references contact (id),
  -- The shop locale the mail was written in and the link points to.
  locale text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  invited_by_contact_id text,
  invited_by_employee_id text
);
create index contact_invitation_contact_idx on contact_invitation (contact_id);

-- Registrations (docs/rules: registration): a newcomer signed in at the identity provider asks for a
-- new customer account (staff of the tenant confirm or decline it) or for access to an existing
-- customer (that customer's administrators approve or decline it through the link mailed to them).
create table registration (
  id text primary key,
  mandant_code text not null references tenant (mandant_code),
  kind text not null check (kind in ('new-customer', 'existing-customer')),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'declined')),
  -- The IdP login that registered (its e-mail); the contact created on confirmation signs in with it.
  login_email text not null,
  -- The shop locale the registrant used: mails to them are written in its language.
  locale text not null,
  -- The registration payload (libs/domain RegistrationPayload), as validated when it was sent.
  payload jsonb not null,
  -- Existing customer: the customer asked for. New customer: the customer created on confirmation.
  customer_id text references customer (id),
  -- Existing customer: the approval link's token (only its SHA-256 is stored).
  token_hash text unique,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  -- Who decided: a staff member (employee) for a new customer, an administrator (contact, and the
  -- employee acting as it) for an existing one.
  decided_by_contact_id text,
  decided_by_employee_id text,
  decline_reason text,
  -- The contact created on confirmation.
  contact_id text references contact (id)
);
create index registration_pending_idx on registration (mandant_code, status, created_at desc);
-- One open registration per login and tenant: a second submit (a double click, a retry) finds the first.
create unique index registration_open_login_idx on registration (mandant_code, lower(login_email)) where status = 'pending';
