-- The machines' energy attribute takes the spec's name (docs/rules/data-model.md line-item attributes:
-- energy_option_required; issue 11, spec-coverage C10): stored product attributes, the search rows'
-- facet column (libs/domain FACET_ATTRIBUTES names the columns) and the function that writes them.
-- Values stay MAINS, BATTERY or HYBRID. The product update below rewrites the search rows through the
-- update trigger and moves the catalogue version (answer caches of the old name are not read again).

alter table product_search rename column energy_option to energy_option_required;

create or replace function product_search_rows(changed_ids text[]) returns void
language sql as $$
  -- Joins with the id list (not = any(...)): a reseed passes every product, and a list compared row
  -- by row would cost products².
  delete from product_search where product_id in (select unnest(changed_ids));
  insert into product_search (product_id, mandant_code, language, sku, category_id, unit, container,
                              hazardous_material, energy_option_required, name_key, search_text, document)
  select p.id, p.mandant_code, l.language, p.sku, p.category_id, p.unit,
         p.attributes ->> 'container', p.attributes ->> 'hazardous_material',
         p.attributes ->> 'energy_option_required',
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

update product
   set attributes = (attributes - 'energy_option')
                    || jsonb_build_object('energy_option_required', attributes -> 'energy_option')
 where attributes ? 'energy_option';
