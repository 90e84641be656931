-- Delta of the offline catalogue (docs/decisions/0104): GET /api/products?since=<revision> answers only
-- the EANs that changed or disappeared since that revision. Each EAN a tenant's catalogue ever showed
-- keeps one row with the tenant revision of its last change; whether it is a change or a removal is
-- read at answer time (a product with that EAN exists or not), so a removed EAN is its own tombstone
-- and an EAN moved from one product to another needs no special case. Rows are bounded by the EANs a
-- tenant ever had; a truncate cannot say which EANs went, so it moves the tenant's delta floor
-- instead: a client with an older revision gets the full catalogue.
create table catalogue_ean_revision (
  mandant_code text not null,
  ean text not null,
  revision bigint not null,
  primary key (mandant_code, ean)
);
create index catalogue_ean_revision_since_idx on catalogue_ean_revision (mandant_code, revision);

-- The oldest revision a delta can start from; older or unknown revisions get the full catalogue.
alter table catalogue_revision add column delta_floor bigint not null default 0;

-- Bumps each tenant's revision and stamps the given (tenant, EAN) pairs with the new revision.
create or replace function catalogue_revision_record(changes text[][]) returns void
language plpgsql as $$
begin
  if coalesce(array_length(changes, 1), 0) = 0 then
    return;
  end if;
  perform catalogue_revision_bump(array(select changes[i][1] from generate_subscripts(changes, 1) as i));
  insert into catalogue_ean_revision (mandant_code, ean, revision)
  select distinct on (c.code, c.ean) c.code, c.ean, r.revision
    from (select changes[i][1] as code, changes[i][2] as ean from generate_subscripts(changes, 1) as i) c
    join catalogue_revision r on r.mandant_code = c.code
  on conflict (mandant_code, ean) do update set revision = excluded.revision;
end;
$$;

create or replace function catalogue_revision_after_insert() returns trigger
language plpgsql as $$
begin
  perform catalogue_revision_record(coalesce(
    (select array_agg(array[mandant_code, ean]) from catalogue_inserted), '{}'::text[][]));
  return null;
end;
$$;

create or replace function catalogue_revision_after_delete() returns trigger
language plpgsql as $$
begin
  perform catalogue_revision_record(coalesce(
    (select array_agg(array[mandant_code, ean]) from catalogue_deleted), '{}'::text[][]));
  return null;
end;
$$;

-- The shown fields are the ones 0005 watches; both the old and the new EAN are stamped (an EAN change
-- removes the old one from the client).
create or replace function catalogue_revision_after_update() returns trigger
language plpgsql as $$
begin
  perform catalogue_revision_record(coalesce((
    select array_agg(pair) from (
      select array[o.mandant_code, o.ean] as pair
        from catalogue_new n join catalogue_old o on o.id = n.id
       where (o.mandant_code, o.sku, o.ean, o.name, o.slug, o.unit, o.pack_size, o.image, o.category_id)
             is distinct from
             (n.mandant_code, n.sku, n.ean, n.name, n.slug, n.unit, n.pack_size, n.image, n.category_id)
      union
      select array[n.mandant_code, n.ean]
        from catalogue_new n join catalogue_old o on o.id = n.id
       where (o.mandant_code, o.sku, o.ean, o.name, o.slug, o.unit, o.pack_size, o.image, o.category_id)
             is distinct from
             (n.mandant_code, n.sku, n.ean, n.name, n.slug, n.unit, n.pack_size, n.image, n.category_id)
    ) pairs), '{}'::text[][]));
  return null;
end;
$$;

create or replace function catalogue_revision_after_truncate() returns trigger
language plpgsql as $$
begin
  update catalogue_revision set revision = revision + 1, delta_floor = revision + 1, changed_at = now();
  delete from catalogue_ean_revision;
  return null;
end;
$$;

-- A database with products already: deltas start at today's revision.
update catalogue_revision set delta_floor = revision;
