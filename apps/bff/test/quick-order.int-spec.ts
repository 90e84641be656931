import { MAX_QUICK_ORDER_CODES } from '@shop/domain';
import { dataOf, gql, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

interface Match {
  code: string;
  matchedBy: 'SKU' | 'EAN' | null;
  product: {
    sku: string;
    ean: string;
    name: string;
    attributes: { minimumOrderQuantity: number; successorArticleNumber: string | null };
  } | null;
}
type Errors = { errors?: { extensions: { code: string; messageKey: string } }[] };

const LOOKUP = gql<{ quickOrderLookup: Match[] }, { locale: string; codes: string[] }>`
  query Lookup($locale: String!, $codes: [String!]!) {
    quickOrderLookup(locale: $locale, codes: $codes) {
      code
      matchedBy
      product {
        sku
        ean
        name
        attributes {
          minimumOrderQuantity
          successorArticleNumber
        }
      }
    }
  }
`;

interface Row {
  sku: string;
  ean: string;
  minimum: number;
  successor: string | null;
}

describe('quick order lookup over GraphQL (issue 12, decision 0040)', () => {
  let bff: TestBff;
  let purchaser: ShopSession;

  const codeOf = (answer: Errors) =>
    answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);
  const rowsOf = (where: string) =>
    bff.database.db.query<Row>(
      `select sku, ean, coalesce((attributes ->> 'minimum_order_quantity')::int, 1) as minimum,
              attributes ->> 'successor_article_number' as successor
         from product where ${where} order by sku limit 2`,
    );
  const lookup = async (codes: string[], session = purchaser) =>
    dataOf(await session.graphql(LOOKUP, { locale: 'de-at', codes })).quickOrderLookup;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    purchaser = await bff.signIn('purchaser@20hhat.example');
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('finds the tenant’s products by sku and by EAN, in the order asked, with the attributes the row check reads', async () => {
    const [bySku, byEan] = await rowsOf(
      `mandant_code = '20HHAT' and (attributes ->> 'minimum_order_quantity')::int > 1
         and not attributes ? 'successor_article_number'`,
    );
    const [discontinued] = await rowsOf(
      `mandant_code = '20HHAT' and attributes ? 'successor_article_number'`,
    );
    const matches = await lookup([byEan.ean, 'NOPE-1', bySku.sku, discontinued.sku, '4006381333931']);
    expect(matches.map((match) => [match.code, match.matchedBy, match.product?.sku ?? null])).toEqual([
      [byEan.ean, 'EAN', byEan.sku],
      ['NOPE-1', null, null],
      [bySku.sku, 'SKU', bySku.sku],
      [discontinued.sku, 'SKU', discontinued.sku],
      ['4006381333931', null, null],
    ]);
    expect(matches[0].product!.ean).toBe(byEan.ean);
    expect(matches[0].product!.name).toBeTruthy();
    expect(matches[2].product!.attributes).toEqual({
      minimumOrderQuantity: bySku.minimum,
      successorArticleNumber: null,
    });
    expect(matches[3].product!.attributes.successorArticleNumber).toBe(discontinued.successor);
  });

  it('does not find another tenant’s products, by sku or by EAN', async () => {
    const [german] = await rowsOf(
      `mandant_code = '30HHDE' and sku not in (select sku from product where mandant_code = '20HHAT')`,
    );
    const matches = await lookup([german.sku, german.ean]);
    expect(matches.map((match) => [match.matchedBy, match.product])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('refuses guests and users asking in another tenant’s locale', async () => {
    expect(codeOf(await bff.guest().graphql(LOOKUP, { locale: 'de-at', codes: ['100001'] }))).toEqual([
      ['UNAUTHENTICATED', 'error.unauthenticated'],
    ]);
    expect(codeOf(await purchaser.graphql(LOOKUP, { locale: 'de-de', codes: ['100001'] }))?.[0][0]).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses no codes, too many codes and a code that is no article number or EAN', async () => {
    const ask = (codes: string[]) => purchaser.graphql(LOOKUP, { locale: 'de-at', codes });
    const tooMany = Array.from({ length: MAX_QUICK_ORDER_CODES + 1 }, (_, i) => `A${i}`);
    expect(codeOf(await ask([]))).toEqual([['BAD_USER_INPUT', 'error.invalid-quick-order-codes']]);
    expect(codeOf(await ask(tooMany))).toEqual([['BAD_USER_INPUT', 'error.invalid-quick-order-codes']]);
    expect(codeOf(await ask(['4711;3']))).toEqual([['BAD_USER_INPUT', 'error.invalid-quick-order-code']]);
  });
});
