-- Catalogue fields integrators read (docs/decisions/0117): a product's search-engine texts, search keywords,
-- type, tax category and its order hint in its category; a category's search-engine texts. Localized
-- texts are jsonb objects keyed by language like every other catalogue text (migration 0001).
-- The price mode and the variant attributes are not stored: they follow from what is (decision 0117).

alter table product
  -- {"title": {"de": …}, "description": {"de": …}, "keywords": {"de": …}}; any part may be missing.
  add column meta jsonb not null default '{}'::jsonb,
  -- {"de": ["…", …], …}: extra words the search box should find the product by.
  add column search_keywords jsonb not null default '{}'::jsonb,
  add column product_type text not null default 'consumable'
    check (product_type in ('consumable', 'device', 'training')),
  add column tax_category text not null default 'standard',
  -- Position of the product in its category (lower first); null sorts as the default order hint 1
  -- (libs/domain/src/catalogue/order-hints.ts).
  add column category_order_hint integer check (category_order_hint is null or category_order_hint >= 0);

alter table category
  -- {"title": {"de": …}, "description": {"de": …}}; any part may be missing.
  add column seo jsonb not null default '{}'::jsonb;

-- Databases seeded before: the same values the seed gives (libs/db/src/seed/catalogue.ts), except the
-- order hints, which stay null (default 1). The statement triggers move the catalogue version once.
update product p
   set meta = jsonb_build_object('title', p.name, 'description', p.description),
       search_keywords = coalesce((
         select jsonb_object_agg(l.language, jsonb_build_array(p.sku, p.ean, l.category_name))
           from category c
          cross join lateral jsonb_each_text(c.name) as l(language, category_name)
          where c.id = p.category_id), '{}'::jsonb),
       product_type = case
         when p.attributes ? 'academy_industry' then 'training'
         when p.attributes ? 'energy_option_required' then 'device'
         else 'consumable' end;

update category c set seo = jsonb_build_object('title', c.name);
