-- Content (issue 5): draft stories for the preview, newsletter sign-ups of the CMS newsletter form,
-- and the revision of each tenant's price-free catalogue for the offline catalogue of scan-me.

-- A draft is served only in preview mode (/preview/:fullSlug with the preview token).
alter table cms_story add column draft boolean not null default false;

-- Newsletter sign-ups per tenant; one entry per address and tenant, whatever its case.
create table newsletter_signup (
  id serial primary key,
  mandant_code text not null references tenant (mandant_code) on delete cascade,
  locale text not null,
  email text not null check (length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+$'),
  created_at timestamptz not null default now()
);
create unique index newsletter_signup_email_idx on newsletter_signup (mandant_code, lower(email));

-- The offline catalogue (GET /api/products) is cached per tenant and language under the tenant's
-- revision. Statement-level triggers bump it when products of the tenant are added, removed, or
-- change in a field the offline catalogue shows; price and description changes do not. A reseed
-- (truncate + insert) bumps it too. No foreign key: the revision outlives a truncated tenant table.
create table catalogue_revision (
  mandant_code text primary key,
  revision bigint not null default 1,
  changed_at timestamptz not null default now()
);

create or replace function catalogue_revision_bump(codes text[]) returns void
language sql as $$
  insert into catalogue_revision (mandant_code)
  select distinct code from unnest(codes) as c(code)
  on conflict (mandant_code) do update
    set revision = catalogue_revision.revision + 1, changed_at = now();
$$;

create or replace function catalogue_revision_after_insert() returns trigger
language plpgsql as $$
begin
  perform catalogue_revision_bump(array(select distinct mandant_code from catalogue_inserted));
  return null;
end;
$$;

create or replace function catalogue_revision_after_delete() returns trigger
language plpgsql as $$
begin
  perform catalogue_revision_bump(array(select distinct mandant_code from catalogue_deleted));
  return null;
end;
$$;

create or replace function catalogue_revision_after_update() returns trigger
language plpgsql as $$
begin
  perform catalogue_revision_bump(array(
    select n.mandant_code
      from catalogue_new n join catalogue_old o on o.id = n.id
     where (o.mandant_code, o.sku, o.ean, o.name, o.slug, o.unit, o.pack_size, o.image, o.category_id)
           is distinct from
           (n.mandant_code, n.sku, n.ean, n.name, n.slug, n.unit, n.pack_size, n.image, n.category_id)
    union
    select o.mandant_code
      from catalogue_new n join catalogue_old o on o.id = n.id
     where o.mandant_code <> n.mandant_code));
  return null;
end;
$$;

create or replace function catalogue_revision_after_truncate() returns trigger
language plpgsql as $$
begin
  update catalogue_revision set revision = revision + 1, changed_at = now();
  return null;
end;
$$;

create trigger catalogue_revision_insert after insert on product
  referencing new table as catalogue_inserted
  for each statement execute function catalogue_revision_after_insert();

create trigger catalogue_revision_delete after delete on product
  referencing old table as catalogue_deleted
  for each statement execute function catalogue_revision_after_delete();

create trigger catalogue_revision_update after update on product
  referencing old table as catalogue_old new table as catalogue_new
  for each statement execute function catalogue_revision_after_update();

create trigger catalogue_revision_truncate after truncate on product
  for each statement execute function catalogue_revision_after_truncate();

-- Tenants with products already (a database seeded before this migration).
insert into catalogue_revision (mandant_code) select distinct mandant_code from product
on conflict do nothing;
