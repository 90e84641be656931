-- Search and listings at catalogue scale (issue 5: search p95 < 50 ms with 100,000 products per
-- tenant). Measured on PostgreSQL at 101,304 products per tenant with 0006: p95 1.1 s. Causes: rows
-- for every language of every product (5 per product, though most tenants sell in one language);
-- scope (tenant, language) and text matched in separate indexes; trigram similarity (<%) rechecked
-- on ~100,000 candidates per query; and every match read from the wide product row for facets and
-- ranking. Now (decision 0028):
--   - one row per product and language of its tenant's shop (tenant.config.languages);
--   - the row is narrow and carries what a listing needs for all matches (sku, category, facet
--     values, folded name for sorting), so only the page's products are read from product;
--   - the document holds name, article number, EAN (weight A) and subtitle (B); descriptions are
--     no longer searched (noise, and three times the index);
--   - scope and text in one GIN index each (btree_gin), and substring matching of the folded name by
--     trigram LIKE (finds the parts of compound words: "reiniger" in "Grundreiniger");
--   - typos: only when nothing matches, each word of the term is replaced by the most similar word
--     of the scope's vocabulary (search_word, trigram similarity on a few thousand words instead of
--     word similarity against every product) and the search runs again.

create extension if not exists btree_gin;

drop table product_search;

create table product_search (
  product_id text not null references product (id) on delete cascade,
  mandant_code text not null,
  language text not null,
  sku text not null,
  category_id text not null,
  -- Facet values, one column per facet attribute of libs/domain FACET_ATTRIBUTES (same names):
  -- counting them with grouping sets keeps broad searches fast.
  unit text not null,
  container text,
  hazardous_material text,
  energy_option text,
  -- The folded name, for sorting by name.
  name_key text not null,
  -- Folded name, subtitle, article number and EAN: substring and trigram matching.
  search_text text not null,
  document tsvector not null,
  primary key (product_id, language)
);
create index product_search_browse_idx on product_search (mandant_code, language, category_id, sku);
create index product_search_document_idx on product_search using gin (mandant_code, language, document);
create index product_search_text_trgm_idx on product_search
  using gin (mandant_code, language, search_text gin_trgm_ops);

-- The words of the scope's search texts, for typo correction. Words of removed products stay (a
-- correction to them finds nothing, which is what the uncorrected term found too).
create table search_word (
  mandant_code text not null,
  language text not null,
  word text not null,
  primary key (mandant_code, language, word)
);
create index search_word_trgm_idx on search_word using gin (mandant_code, language, word gin_trgm_ops);

create or replace function product_search_rows(changed_ids text[]) returns void
language sql as $$
  -- Joins with the id list (not = any(...)): a reseed passes every product, and a list compared row
  -- by row would cost products².
  delete from product_search where product_id in (select unnest(changed_ids));
  insert into product_search (product_id, mandant_code, language, sku, category_id, unit, container,
                              hazardous_material, energy_option, name_key, search_text, document)
  select p.id, p.mandant_code, l.language, p.sku, p.category_id, p.unit,
         p.attributes ->> 'container', p.attributes ->> 'hazardous_material',
         p.attributes ->> 'energy_option',
         x.name,
         btrim(x.name || ' ' || x.subtitle) || ' ' || lower(p.sku) || ' ' || p.ean,
         setweight(to_tsvector('simple', x.name || ' ' || p.sku || ' ' || p.ean), 'A')
           || setweight(to_tsvector('simple', x.subtitle), 'B')
    from product p
    join tenant t on t.mandant_code = p.mandant_code
   cross join lateral jsonb_array_elements_text(t.config -> 'languages') as l(language)
   cross join lateral (select
       shop_search_normalize(coalesce(p.name ->> l.language, p.name ->> 'de', '')) as name,
       shop_search_normalize(coalesce(p.attributes -> 'subtitle' ->> l.language,
                                      p.attributes -> 'subtitle' ->> 'de', '')) as subtitle) as x
   where p.id in (select unnest(changed_ids))
   -- In scope order: a scope's rows share heap pages, so a broad search reads a few hundred pages
   -- instead of one per match (measured: 898 instead of 11,804 pages for 16,261 matches).
   order by p.mandant_code, l.language, p.category_id, p.sku;
  insert into search_word (mandant_code, language, word)
  select distinct ps.mandant_code, ps.language, w.word
    from product_search ps
   cross join lateral unnest(string_to_array(ps.search_text, ' ')) as w(word)
   where ps.product_id in (select unnest(changed_ids)) and length(w.word) >= 3 and w.word !~ '^[0-9]+$'
  on conflict do nothing;
$$;

-- A tenant's shop languages decide its rows.
create or replace function product_search_after_tenant_update() returns trigger
language plpgsql as $$
begin
  perform product_search_rows(array(
    select p.id from product p join tenant_new n on n.mandant_code = p.mandant_code
      join tenant_old o on o.mandant_code = n.mandant_code
     where o.config -> 'languages' is distinct from n.config -> 'languages'));
  return null;
end;
$$;

create trigger product_search_tenant_update after update on tenant
  referencing old table as tenant_old new table as tenant_new
  for each statement execute function product_search_after_tenant_update();

select product_search_rows(array(select id from product));
