-- API clients of integrators (decision 0048): an OAuth client of the identity provider (client
-- credentials grant) acts in the shop as one contact of one customer, with that contact's role, its
-- carts and its tenant, exactly as the contact's own session would. The shop, not the identity
-- provider, decides who a client acts as: the provider only says which client asked (`client_id` or
-- `azp` of the access token). A client whose contact is deleted acts as nobody.

alter table contact add constraint contact_id_mandant_key unique (id, mandant_code);

create table integration_client (
  client_id text primary key,
  mandant_code text not null references tenant (mandant_code),
  contact_id text not null,
  -- What the client is for, for the people who manage it (e.g. "ERP connector of customer 100002").
  description text not null,
  created_at timestamptz not null default now(),
  -- The contact is one of the client's tenant.
  foreign key (contact_id, mandant_code) references contact (id, mandant_code)
);
create index integration_client_contact_idx on integration_client (contact_id);
