-- Server-supplied redirects in docs/rules/routes-and-guards.md guard 7, kept by the CMS per tenant: an old path of the shop
-- leads to another page of the shop (internal, router navigation) or to another site (external, full
-- page load). Paths are stored without the locale prefix ('/sortiment/bodenpflege'); an internal target
-- too ('/c/bodenpflege'), the BFF puts the requested locale in front. A null locale means every locale
-- of the tenant; a row of the exact locale wins over it.
create table cms_redirect (
  id serial primary key,
  mandant_code text not null references tenant (mandant_code),
  locale text,
  from_path text not null check (from_path ~ '^/[^/]' and from_path !~ '/$'),
  target text not null,
  external boolean not null default false,
  check (
    (external and target ~ '^https?://[^/]+')
    or (not external and target ~ '^/' and target !~ '^//')
  )
);
create unique index cms_redirect_from_idx on cms_redirect (mandant_code, coalesce(locale, ''), from_path);
