-- Search terms that find nothing (issue 10, decision 0030). The index narrows a search by the term's
-- most selective words; every word is then checked on those rows only (libs/commerce
-- catalog-queries.ts: the full checks go through ts_match_vq and textlike, the functions behind @@ and
-- LIKE, which no index serves). The results are those of matching every word, as before: whatever
-- passes the full condition passes the narrowing one below.
--
-- Why (measured on PostgreSQL at 101,304 products per tenant): a prefix of one letter ('a:*') makes
-- the GIN index collect the rows of every word starting with that letter, in every tenant and language
-- (6-15 ms per one-letter word; a pasted 100-character text of single letters, 315 ms), and each
-- trigram of a LIKE pattern is one more posting list to intersect (a pasted text of ten product words:
-- 20 ms, a 100-letter word: 19 ms). The two longest words of three letters or more narrow a term to a
-- few thousand rows at most, and twelve letters of a word to a handful.

-- The full-text narrowing: the two longest distinct words of 3+ characters as prefixes; a term without
-- such a word is narrowed by its longest word alone (ties: alphabetical). Words of 1-2 characters are
-- still matched, on the narrowed rows (shop_search_query).
create or replace function shop_search_index_query(term text) returns tsquery
language sql immutable strict parallel safe as $$
  with words as (
    select distinct w.word
      from unnest(string_to_array(shop_search_normalize(term), ' ')) as w(word)
     where w.word <> ''
  ),
  ranked as (
    select word,
           row_number() over (order by length(word) desc, word) as n,
           max(length(word)) over () as longest
      from words
  )
  select to_tsquery('simple', coalesce(string_agg(word || ':*', ' & '), ''))
    from ranked
   where n <= case when longest >= 3 then 2 else 1 end
     and (length(word) >= 3 or longest < 3);
$$;

-- The substring narrowing: the two longest words of 3+ characters, each cut to 12 characters, in the
-- order of the term ('%w1%w2%' is implied by the full '%…%w1%…%w2%…%'); null without such a word (then
-- a term is matched by full text only: a pattern without a trigram would read the whole scope).
create or replace function shop_search_index_pattern(term text) returns text
language sql immutable strict parallel safe as $$
  with words as (
    select w.word, min(w.n) as n
      from unnest(string_to_array(shop_search_normalize(term), ' ')) with ordinality as w(word, n)
     where length(w.word) >= 3
     group by w.word
  ),
  longest as (
    select word, n from words order by length(word) desc, word limit 2
  )
  select '%' || string_agg(left(word, 12), '%' order by n) || '%' from longest;
$$;
