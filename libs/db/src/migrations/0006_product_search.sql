-- Product search (issue 5): full text + trigram per product and language, tolerant of diacritics
-- and Cyrillic. Everything is folded to one Latin spelling by shop_search_normalize (lower case,
-- Latin diacritics removed, Bulgarian/Russian Cyrillic transliterated as the seed's slugs do), so
-- "cistic" finds "čistič", "почистващ" and "pochistvasht" find each other, on PostgreSQL and on
-- PGlite alike (plain SQL, no unaccent dictionary; pg_trgm is in PGlite's contrib).

create extension if not exists pg_trgm;

-- Upper and lower case are both mapped: under the C collation lower() folds ASCII only. The
-- letters that transliterate to two (щ sht, ж zh, ч ch, ш sh, ю yu, я ya, ц ts, ß ss) are replaced
-- first, then translate() maps one letter to one.
create or replace function shop_search_normalize(input text) returns text
language sql immutable strict parallel safe as $$
  select btrim(regexp_replace(
    lower(translate(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(input, 'щ', 'sht'), 'Щ', 'sht'), 'ж', 'zh'), 'Ж', 'zh'), 'ч', 'ch'), 'Ч', 'ch'), 'ш', 'sh'), 'Ш', 'sh'), 'ю', 'yu'), 'Ю', 'yu'), 'я', 'ya'), 'Я', 'ya'), 'ц', 'ts'), 'Ц', 'ts'), 'ß', 'ss'),
      'áÁàÀâÂäÄãÃåÅāĀăĂąĄçÇćĆčČďĎđĐéÉèÈêÊëËěĚēĒ'
        || 'ėĖęĘíÍìÌîÎïÏīĪįĮľĽĺĹłŁñÑńŃňŇóÓòÒôÔöÖõÕőŐ'
        || 'øØōŌŕŔřŘśŚšŠşŞťŤţŢúÚùÙûÛüÜůŮűŰūŪųŲýÝÿŸžŽ'
        || 'źŹżŻаАбБвВгГдДеЕзЗиИйЙкКлЛмМнНоОпПрРсСтТ'
        || 'уУфФхХъЪьЬыЫэЭёЁіІ',
      'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeee'
        || 'eeeeiiiiiiiiiiiillllllnnnnnnoooooooooooo'
        || 'oooorrrrssssssttttuuuuuuuuuuuuuuuuyyyyzz'
        || 'zzzzaabbvvggddeezziiyykkllmmnnoopprrsstt'
        || 'uuffhhaayyyyeeeeii')),
    '[^a-z0-9]+', ' ', 'g'));
$$;

-- The search text as a prefix query: every word must match the start of a word of the document.
-- Immutable, so with a literal term the planner folds it to a constant and can use the GIN index.
create or replace function shop_search_query(term text) returns tsquery
language sql immutable strict parallel safe as $$
  select to_tsquery('simple', coalesce(string_agg(word || ':*', ' & '), ''))
    from unnest(string_to_array(shop_search_normalize(term), ' ')) as word
   where word <> '';
$$;

create table product_search (
  product_id text not null references product (id) on delete cascade,
  mandant_code text not null,
  language text not null,
  -- name and article numbers weigh A, subtitle B, description C
  document tsvector not null,
  -- folded name, subtitle and article numbers for trigram (typo) matching and suggestions
  search_text text not null,
  primary key (product_id, language)
);
create index product_search_scope_idx on product_search (mandant_code, language);
create index product_search_document_idx on product_search using gin (document);
create index product_search_text_trgm_idx on product_search using gin (search_text gin_trgm_ops);

-- Product pages are looked up by the slug of the shop's language: {"cs": "cisti-...", ...} @> {"cs": $slug}.
create index product_slug_idx on product using gin (slug jsonb_path_ops);

create or replace function product_search_rows(changed_ids text[]) returns void
language sql as $$
  delete from product_search where product_id = any(changed_ids);
  insert into product_search (product_id, mandant_code, language, document, search_text)
  select p.id, p.mandant_code, l.language,
         setweight(to_tsvector('simple', shop_search_normalize(coalesce(p.name ->> l.language, p.name ->> 'de', ''))
                                         || ' ' || p.sku || ' ' || p.ean), 'A')
           || setweight(to_tsvector('simple', shop_search_normalize(coalesce(
                p.attributes -> 'subtitle' ->> l.language, p.attributes -> 'subtitle' ->> 'de', ''))), 'B')
           || setweight(to_tsvector('simple', shop_search_normalize(coalesce(
                p.description ->> l.language, p.description ->> 'de', ''))), 'C'),
         shop_search_normalize(coalesce(p.name ->> l.language, p.name ->> 'de', '') || ' '
           || coalesce(p.attributes -> 'subtitle' ->> l.language, p.attributes -> 'subtitle' ->> 'de', ''))
           || ' ' || lower(p.sku) || ' ' || p.ean
    from product p
   cross join lateral jsonb_object_keys(p.name) as l(language)
   where p.id = any(changed_ids);
$$;

-- Statement-level triggers: the seed inserts thousands of rows per statement.
create or replace function product_search_after_insert() returns trigger
language plpgsql as $$
begin
  perform product_search_rows(array(select id from inserted_products));
  return null;
end;
$$;

create or replace function product_search_after_update() returns trigger
language plpgsql as $$
begin
  perform product_search_rows(array(select id from updated_products));
  return null;
end;
$$;

create trigger product_search_insert after insert on product
  referencing new table as inserted_products
  for each statement execute function product_search_after_insert();

create trigger product_search_update after update on product
  referencing new table as updated_products
  for each statement execute function product_search_after_update();

-- Products that exist already (a database seeded before this migration).
select product_search_rows(array(select id from product));
