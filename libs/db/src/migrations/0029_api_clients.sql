-- API clients of a company (decision 0090): a company administrator creates, rotates and revokes the
-- integration clients of the own customer in the shop; the development IdP checks their secrets
-- against the hashes kept here (decision 0091). A client still acts as one contact (decision 0048):
-- a client created in the shop gets a technical contact of its own with the chosen role.

alter table integration_client add column customer_id text references customer (id);
-- A short name the administrator gave it (e.g. "ERP connector"); `description` stays for older rows.
alter table integration_client add column name text;
-- The web role chosen at creation; the client acts with its contact's role (the same for own contacts).
alter table integration_client add column role text;
-- True when the contact was created for the client (a technical contact, not a person): the user
-- administration does not list it, and revoking the client removes it.
alter table integration_client add column own_contact boolean not null default false;
-- SHA-256 (hex) of the current secret: 32 random bytes, so a fast hash suffices (decision 0091).
-- Null: the deployment's shared secret of the development IdP (IDP_INTEGRATION_SECRET), as before.
alter table integration_client add column secret_hash text;
-- After a rotation the previous secret still works until previous_secret_valid_until (24 hours);
-- a null hash with a time means the shared secret was the previous one.
alter table integration_client add column previous_secret_hash text;
alter table integration_client add column previous_secret_valid_until timestamptz;
alter table integration_client add column revoked_at timestamptz;
-- Written at most once a minute per client by the BFF when a token of the client is used.
alter table integration_client add column last_used_at timestamptz;
alter table integration_client add column version integer not null default 1;
alter table integration_client add column created_by_contact_id text;
alter table integration_client add column created_by_employee_id text;
-- A create repeated with the same key (a double click, a retried request) finds the first client.
alter table integration_client add column idempotency_key text;

-- Rows from before: of their contact's customer, named by their description, with the contact's role.
update integration_client ic
   set customer_id = c.customer_id,
       name = left(ic.description, 80),
       role = c.role
  from contact c
 where c.id = ic.contact_id;

alter table integration_client alter column customer_id set not null;
alter table integration_client alter column name set not null;

create index integration_client_customer_idx on integration_client (mandant_code, customer_id, created_at);
create unique index integration_client_idempotency_key
  on integration_client (customer_id, idempotency_key) where idempotency_key is not null;
