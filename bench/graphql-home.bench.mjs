// Latency of the home page's GraphQL queries (shop config, category tree, CMS page with product sliders,
// footer) against a running shop (`npm start`), as a guest. Bounded: 2,000 requests, 16 in flight.
import { runLoad, summarize, writeResult } from './lib.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const query = `query Home($locale: String!) {
  shopConfig(locale: $locale) { mandantCode currency }
  categoryTree(locale: $locale) { categories { id name productCount children { id name } } }
  content(locale: $locale, slug: "") { title blocks { __typename
    ... on ProductSliderBlock { products { sku name imageUrl price { centAmount currency } } }
    ... on CategorySliderBlock { categories { name productCount } } } }
  footer(locale: $locale) { columns { title } }
}`;

const locales = ['de-at', 'de-de', 'cs-cz', 'sk-sk', 'it-it', 'bg-bg'];
let i = 0;
async function homeQuery() {
  const locale = locales[i++ % locales.length];
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { locale } }),
  });
  const body = await response.json();
  if (!response.ok || body.errors)
    throw new Error(`home query failed: ${JSON.stringify(body.errors ?? response.status)}`);
}

await runLoad(homeQuery, { total: 100, concurrency: 4 }); // warm-up (caches, JIT)
const result = await runLoad(homeQuery, { total: 2000, concurrency: 16 });
writeResult(summarize('graphql-home', result, { concurrency: 16, baseUrl: BASE_URL }));
