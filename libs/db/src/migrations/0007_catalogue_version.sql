-- The catalogue's content version (issue 5, listing cache): one number that moves with every change
-- of a product or category in any field (texts, attributes, list price, slugs, tree). The BFF keys its
-- cached catalogue answers (listings, category and product pages, suggestions) with it, so a change
-- reaches every cached answer at once without knowing which ones it affects. One row for all tenants:
-- catalogue imports are rare, and a category is shared by the tenants anyway.
-- (catalogue_revision of 0005 stays: it is per tenant and ignores fields scan-me does not show.)
create table catalogue_version (
  id boolean primary key default true check (id),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);
insert into catalogue_version default values;

create or replace function catalogue_version_bump() returns trigger
language plpgsql as $$
begin
  update catalogue_version set version = version + 1, changed_at = now();
  return null;
end;
$$;

-- Statement level: a seed or import of thousands of rows bumps once.
create trigger catalogue_version_product after insert or update or delete on product
  for each statement execute function catalogue_version_bump();
create trigger catalogue_version_product_truncate after truncate on product
  for each statement execute function catalogue_version_bump();
create trigger catalogue_version_category after insert or update or delete on category
  for each statement execute function catalogue_version_bump();
create trigger catalogue_version_category_truncate after truncate on category
  for each statement execute function catalogue_version_bump();
