import { FACET_ATTRIBUTES } from '@shop/domain';
import type { ProductSort } from '@shop/domain';
import type { AttributeFilter } from '../../commerce.types';
import { PRODUCT_JSON } from './catalogue-rows';

/**
 * SQL of the embedded catalogue (listing, search, suggestions, locale alternates). Listings and search use the narrow
 * product_search rows of migration 0008 (full text, substring and trigram on a folded Latin spelling).
 * Nothing from the caller is put into SQL text: sort orders and facet names come from fixed maps,
 * values travel as parameters.
 */

/** A facet's value in a search row: one column per facet attribute, named like it (migration 0008). */
const facetValue = (row: string, name: string) =>
  `(case ${name} ${FACET_ATTRIBUTES.map((facet) => `when '${facet}' then ${row}.${facet}`).join(' ')} end)`;

/** True when `row` passes every filter of the jsonb object `filters` ({ name: [values] }). */
const passesFilters = (row: string, filters: string) =>
  `not exists (
     select 1 from jsonb_each(${filters}) as f(name, vals)
      where coalesce(${facetValue(row, 'f.name')}, '') <> all(array(select jsonb_array_elements_text(f.vals))))`;

/**
 * Facet value counts of `source` in one pass (grouping sets, one per facet). With selections ($5),
 * each facet counts the matches that pass the selections of the other facets.
 */
function facetCountsSql(source: string, withSelections: boolean): string {
  if (withSelections)
    return FACET_ATTRIBUTES.map(
      (facet) => `select '${facet}' as name, m.${facet} as value, count(*)::int as count
      from ${source} m
     where m.${facet} is not null and ${passesFilters('m', `($5::jsonb - '${facet}')`)}
     group by m.${facet}`,
    ).join('\n    union all\n    ');
  const nameOf = FACET_ATTRIBUTES.map((facet) => `when grouping(m.${facet}) = 0 then '${facet}'`).join(' ');
  return `select name, value, count from (
      select case ${nameOf} end as name,
             coalesce(${FACET_ATTRIBUTES.map((facet) => `m.${facet}`).join(', ')}) as value,
             count(*)::int as count
        from ${source} m
       group by grouping sets (${FACET_ATTRIBUTES.map((facet) => `(m.${facet})`).join(', ')})) as c
     where value is not null`;
}

const SORTS: Record<ProductSort, { search: string; browse: string }> = {
  relevance: { search: 'm.rank desc, m.sku', browse: 'm.sku' },
  'name-asc': { search: 'm.name_key, m.sku', browse: 'm.name_key, m.sku' },
  'name-desc': { search: 'm.name_key desc, m.sku', browse: 'm.name_key desc, m.sku' },
  'sku-asc': { search: 'm.sku', browse: 'm.sku' },
};

/** The search row columns a listing works with; product rows are read for the page only. */
const SEARCH_COLUMNS = `ps.product_id, ps.sku, ps.name_key, ${FACET_ATTRIBUTES.map((facet) => `ps.${facet}`).join(', ')}`;

/**
 * The CTEs strict_hits, corrected and fuzzy_hits of a search for the term in parameter `term`, over
 * the product_search rows of `scope`, each hit with `columns` and a rank. Strict: a word of the name,
 * subtitle, article number or EAN starts with each of the term's words (full text), or the folded
 * text contains them in order (substring: parts of compound words; only for a term with a word of 3
 * characters or more, which gives the trigram index something to look up), ranked name start > word
 * start > substring only. Only when nothing matches: the term with each word of 3+ characters that is
 * not a number corrected to the most similar word of the scope's vocabulary (search_word, migration
 * 0008; pg_trgm's similarity threshold), as a prefix query of all words (typos), rank 0; nothing when
 * no word changed (the same query found nothing already).
 *
 * Cost rules (decision 0030; each one measured): the index narrows by the term's most selective words
 * (migration 0009: shop_search_index_query for full text, shop_search_index_pattern for the substring)
 * and every word is checked on those rows only (ts_match_vq and textlike are `@@` and LIKE as
 * functions, which no index serves), so a term of many words or one-letter words does not make the
 * index collect every word starting with each letter or intersect a hundred trigrams. The correction
 * is computed once (a materialized CTE read through scalar subqueries, so its queries are index
 * parameters): inlined, PostgreSQL may run it for every row of the scope, which on PGlite, where
 * nothing ever collects planner statistics, cost 0.7-14 s per search.
 */
function termSearchCtes(term: string, columns: string, scope: string): string {
  const folded = `shop_search_normalize(${term}::text)`;
  const query = `shop_search_query(${term}::text)`;
  return `strict_hits as (
    select ${columns},
           (3 * (ps.search_text like ${folded} || '%')::int + 2 * (ps.document @@ ${query})::int)::real as rank
      from product_search ps
     where ${scope}
       and ((ps.document @@ shop_search_index_query(${term}::text) and ts_match_vq(ps.document, ${query}))
            or (${folded} ~ '[a-z0-9]{3}' and ps.search_text like shop_search_index_pattern(${term}::text)
                and textlike(ps.search_text, '%' || replace(${folded}, ' ', '%') || '%')))
  ),
  corrected as materialized (
    select shop_search_index_query(x.term) as index_query, shop_search_query(x.term) as query
      from (
        select string_agg(coalesce(v.word, t.word), ' ' order by t.n) as term
          from unnest(string_to_array(${folded}, ' ')) with ordinality as t(word, n)
          left join lateral (
            select w.word from search_word w
             where length(t.word) >= 3 and t.word !~ '^[0-9]+$'
               and w.mandant_code = $1 and w.language = $2 and w.word % t.word
             order by similarity(w.word, t.word) desc, w.word limit 1) as v on true
         where t.word <> '' and not exists (select 1 from strict_hits)
        having bool_or(v.word <> t.word)) as x
  ),
  fuzzy_hits as (
    select ${columns}, 0::real as rank
      from product_search ps
     where ${scope} and ps.document @@ (select c.index_query from corrected c)
       and ts_match_vq(ps.document, (select c.query from corrected c))
  )`;
}

/**
 * The products a listing starts from: browsing, the scope's products of the category subtree;
 * searching, the hits of the term ($4) in that scope (termSearchCtes).
 */
function candidatesSql(searching: boolean): string {
  // Every parameter must appear for its type to be known: the filters ($5, $6) are named here (the
  // stages after this one are left out when their filter is empty), and so is $4 when browsing.
  const scope = `ps.mandant_code = $1 and ps.language = $2
       and ($3::text is null or ps.category_id in (select id from tree))
       and $5::jsonb is not null and $6::jsonb is not null`;
  if (!searching)
    return `candidates as (
    select ${SEARCH_COLUMNS}, 0::real as rank from product_search ps where $4::text is null and ${scope})`;
  return `${termSearchCtes('$4', SEARCH_COLUMNS, scope)},
  candidates as (select * from strict_hits union all select * from fuzzy_hits)`;
}

/** Which filter parameters carry selections; empty ones are left out of the statement. */
export interface ListingFilters {
  /** $5, the user's facet selections. */
  user: boolean;
  /** $6, fixed restrictions (e.g. of a content block). */
  query: boolean;
}

/**
 * One listing page in one statement. Parameters:
 * $1 mandant code, $2 language, $3 category slug or null, $4 search term or null,
 * $5 filters (jsonb { name: [values] }), $6 query filters (same shape), $7 limit, $8 offset.
 * Matching, facets, total and order use the narrow product_search rows; only the page's products
 * are read from product. Returns one row: total, items (json array in page order) and facets
 * (json array of name/value/count).
 */
export function listingSql(sort: ProductSort, searching: boolean, filters: ListingFilters): string {
  const order = searching ? SORTS[sort].search : SORTS[sort].browse;
  // Without selections the stages are the same rows: no copies.
  const matched = filters.query
    ? `matched as (select m.* from candidates m where ${passesFilters('m', '$6::jsonb')}),`
    : '';
  const matchedName = filters.query ? 'matched' : 'candidates';
  const filtered = filters.user
    ? `filtered as (select m.* from ${matchedName} m where ${passesFilters('m', '$5::jsonb')}),`
    : '';
  const filteredName = filters.user ? 'filtered' : matchedName;
  const facetCounts = facetCountsSql(matchedName, filters.user);
  return `with recursive
  tree as (
    select c.id from category c
     where $3::text is not null and c.slug @> jsonb_build_object($2::text, $3::text)
    union all
    select c.id from category c join tree t on c.parent_id = t.id
  ),
  ${candidatesSql(searching)},
  ${matched}
  ${filtered}
  page as (
    select m.product_id, m.sku, m.name_key, m.rank from ${filteredName} m order by ${order} limit $7 offset $8
  ),
  facet_counts as (
    ${facetCounts}
  )
  select (select count(*)::int from ${filteredName}) as total,
         coalesce((select json_agg(${PRODUCT_JSON} order by ${order})
           from page m join product p on p.id = m.product_id), '[]'::json) as items,
         coalesce((select json_agg(json_build_object('name', name, 'value', value, 'count', count)
             order by name, value) from facet_counts), '[]'::json) as facets`;
}

/**
 * $1 mandant code, $2 language, $3 term, $4 limit. Ranked as a search (termSearchCtes): names
 * starting with the term first; the typo-corrected term only when nothing matches.
 */
export const SUGGESTIONS_SQL = `with
  ${termSearchCtes('$3', 'ps.product_id, ps.sku', 'ps.mandant_code = $1 and ps.language = $2')},
  best as (
    select product_id, sku, rank from strict_hits
    union all
    select product_id, sku, rank from fuzzy_hits
    order by rank desc, sku
    limit $4
  )
  select p.sku, p.name, p.slug, p.image
    from best b join product p on p.id = b.product_id
   order by b.rank desc, b.sku`;

/**
 * The rows of the same SKU in the shop's tenants as a json array of { mandant_code, slug }, for a
 * statement that selects `p` from product. `tenants` is the parameter holding MANDANT_CODES: with
 * the tenant leading, each is an index probe on unique (mandant_code, sku).
 */
export const productSiblings = (tenants: string) => `coalesce((
    select json_agg(json_build_object('mandant_code', o.mandant_code, 'slug', o.slug))
      from product o
     where o.mandant_code = any(${tenants}::text[]) and o.sku = p.sku), '[]'::json)`;

/**
 * $1 category ids, $2 tenants. Per category: its slugs and the tenants with a product in the
 * category or below it (those show it), one exists-probe per tenant on (mandant_code, category_id).
 */
export const CATEGORY_ALTERNATES_SQL = `with recursive subtree(root_id, id) as (
    select c.id, c.id from category c where c.id = any($1::text[])
    union all
    select s.root_id, c.id from category c join subtree s on c.parent_id = s.id
  )
  select c.id, c.slug,
         coalesce((select json_agg(t.mandant_code order by t.mandant_code)
                     from unnest($2::text[]) as t(mandant_code)
                    where exists (select 1 from subtree s
                                    join product p on p.mandant_code = t.mandant_code and p.category_id = s.id
                                   where s.root_id = c.id)), '[]'::json) as mandant_codes
    from category c
   where c.id = any($1::text[])`;

/** filtersParam of no selection. */
export const EMPTY_FILTERS = '{}';

/** Filters as the jsonb object the SQL expects; several entries of one name merge their values. */
export function filtersParam(filters: readonly AttributeFilter[] | undefined): string {
  const merged: Record<string, string[]> = {};
  for (const filter of filters ?? []) {
    if (filter.values.length === 0) continue;
    merged[filter.name] = [...new Set([...(merged[filter.name] ?? []), ...filter.values])];
  }
  return JSON.stringify(merged);
}
