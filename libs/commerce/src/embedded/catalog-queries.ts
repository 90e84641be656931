import { FACET_ATTRIBUTES } from '@shop/domain';
import type { AttributeFilter, ProductSortOrder } from '../commerce.types';

/**
 * SQL of the embedded catalogue (listing, search, suggestions). Search uses the product_search
 * table and functions of migration 0006 (full text + trigram on a folded Latin spelling).
 * Nothing from the caller is put into SQL text: sort orders and facet names come from fixed maps,
 * values travel as parameters.
 */

/** Product columns every product query selects (mapped by toProduct). */
export const PRODUCT_COLUMNS =
  'p.id, p.sku, p.ean, p.category_id, p.name, p.description, p.slug, p.unit, p.pack_size, p.list_price_cents, p.currency, p.image, p.attributes';

/** An attribute's value as text; `unit` is a column, everything else lives in attributes. */
const attributeValue = (row: string, name: string) =>
  `(case ${name} when 'unit' then ${row}.unit else ${row}.attributes ->> ${name} end)`;

/** True when `row` passes every filter of the jsonb object `filters` ({ name: [values] }). */
const passesFilters = (row: string, filters: string) =>
  `not exists (
     select 1 from jsonb_each(${filters}) as f(name, vals)
      where coalesce(${attributeValue(row, 'f.name')}, '') <> all(array(select jsonb_array_elements_text(f.vals))))`;

const localizedName = (row: string) => `coalesce(${row}.name ->> $2, ${row}.name ->> 'de', '')`;

const SORTS: Record<ProductSortOrder, { search: string; browse: string }> = {
  relevance: { search: 'm.rank desc, m.sku', browse: 'm.sku' },
  'name-asc': {
    search: `shop_search_normalize(${localizedName('m')}), m.sku`,
    browse: `shop_search_normalize(${localizedName('m')}), m.sku`,
  },
  'name-desc': {
    search: `shop_search_normalize(${localizedName('m')}) desc, m.sku`,
    browse: `shop_search_normalize(${localizedName('m')}) desc, m.sku`,
  },
  'sku-asc': { search: 'm.sku', browse: 'm.sku' },
};

const FACET_VALUES = FACET_ATTRIBUTES.map((name) => `('${name}', ${attributeValue('m', `'${name}'`)})`).join(
  ', ',
);

/**
 * One listing page in one statement. Parameters:
 * $1 mandant code, $2 language, $3 category slug or null, $4 search term or null,
 * $5 filters (jsonb { name: [values] }), $6 query filters (same shape), $7 limit, $8 offset.
 * Returns one row: total, items (json array in page order) and facets (json array of name/value/count).
 */
export function listingSql(sort: ProductSortOrder, searching: boolean): string {
  const order = searching ? SORTS[sort].search : SORTS[sort].browse;
  return `with recursive
  tree as (
    select c.id from category c
     where $3::text is not null and c.slug @> jsonb_build_object($2::text, $3::text)
    union all
    select c.id from category c join tree t on c.parent_id = t.id
  ),
  hits as (
    select ps.product_id,
           ts_rank(ps.document, shop_search_query($4::text))
             + word_similarity(shop_search_normalize($4::text), ps.search_text) as rank
      from product_search ps
     where $4::text is not null and ps.mandant_code = $1 and ps.language = $2
       and (ps.document @@ shop_search_query($4::text) or shop_search_normalize($4::text) <% ps.search_text)
  ),
  matched as (
    select ${PRODUCT_COLUMNS}, coalesce(h.rank, 0) as rank
      from product p
      left join hits h on h.product_id = p.id
     where p.mandant_code = $1
       and ($3::text is null or p.category_id in (select id from tree))
       and ($4::text is null or h.product_id is not null)
       and ${passesFilters('p', '$6::jsonb')}
  ),
  filtered as (
    select m.* from matched m where ${passesFilters('m', '$5::jsonb')}
  ),
  page as (
    select m.*, row_number() over (order by ${order}) as position
      from filtered m
     order by ${order}
     limit $7 offset $8
  ),
  facet_counts as (
    select f.name, f.value, count(*)::int as count
      from matched m
     cross join lateral (values ${FACET_VALUES}) as f(name, value)
     where f.value is not null
       and ${passesFilters('m', '($5::jsonb - f.name)')}
     group by f.name, f.value
  )
  select (select count(*)::int from filtered) as total,
         coalesce((select json_agg(json_build_object(
             'id', id, 'sku', sku, 'ean', ean, 'category_id', category_id, 'name', name,
             'description', description, 'slug', slug, 'unit', unit, 'pack_size', pack_size,
             'list_price_cents', list_price_cents, 'currency', currency, 'image', image,
             'attributes', attributes) order by position) from page), '[]'::json) as items,
         coalesce((select json_agg(json_build_object('name', name, 'value', value, 'count', count)
             order by name, value) from facet_counts), '[]'::json) as facets`;
}

/** $1 mandant code, $2 language, $3 term, $4 limit. Names starting with the term come first. */
export const SUGGESTIONS_SQL = `select p.sku, p.name, p.slug, p.image
    from product_search ps
    join product p on p.id = ps.product_id
   where ps.mandant_code = $1 and ps.language = $2
     and (ps.document @@ shop_search_query($3::text) or shop_search_normalize($3::text) <% ps.search_text)
   order by (ps.search_text like shop_search_normalize($3::text) || '%') desc,
            ts_rank(ps.document, shop_search_query($3::text))
              + word_similarity(shop_search_normalize($3::text), ps.search_text) desc,
            p.sku
   limit $4`;

/** Filters as the jsonb object the SQL expects; several entries of one name merge their values. */
export function filtersParam(filters: readonly AttributeFilter[] | undefined): string {
  const merged: Record<string, string[]> = {};
  for (const filter of filters ?? []) {
    if (filter.values.length === 0) continue;
    merged[filter.name] = [...new Set([...(merged[filter.name] ?? []), ...filter.values])];
  }
  return JSON.stringify(merged);
}
