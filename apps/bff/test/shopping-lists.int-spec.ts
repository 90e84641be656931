import { openSse } from './support/sse-client';
import { dataOf, gql, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

interface Line {
  key: string;
  sku: string | null;
  quantity: number;
  buyable: boolean;
  price: { centAmount: number; currency: string } | null;
  product: { name: string } | null;
}
interface List {
  id: string;
  key: string;
  name: string;
  version: number;
  hasNotBuyableItems: boolean;
  lineItems: Line[];
}
type Errors = { errors?: { extensions: { code: string; messageKey: string } }[] };

const LIST_FIELDS = `id key name version hasNotBuyableItems
  lineItems { key sku quantity buyable price { centAmount currency } product { name } }`;
const KEYS = gql<{ shoppingListKeys: { shoppingList: string; scanMe: string } }, { locale: string }>`
  query Keys($locale: String!) {
    shoppingListKeys(locale: $locale) {
      shoppingList
      scanMe
    }
  }
`;
const LIST = gql<{ shoppingList: List }, { locale: string; key: string }>`
  query List($locale: String!, $key: String!) { shoppingList(locale: $locale, key: $key) { ${LIST_FIELDS} } }
`;
interface UpdateInput {
  locale: string;
  key: string;
  version: number;
  addLineItems?: { sku: string; quantity: number }[];
  changeLineItems?: { lineItemKey: string; quantity: number }[];
  name?: string;
}
const UPDATE = gql<{ updateShoppingList: List }, { input: UpdateInput }>`
  mutation Update($input: UpdateShoppingListInput!) { updateShoppingList(input: $input) { ${LIST_FIELDS} } }
`;
const MERGE = gql<
  { mergeShoppingList: List },
  { input: { locale: string; key: string; version: number; keysToMerge: string[] } }
>`
  mutation Merge($input: MergeShoppingListInput!) { mergeShoppingList(input: $input) { ${LIST_FIELDS} } }
`;
const CSV = gql<
  { generateShoppingListCsvEncodedFileContent: { fileName: string; content: string; mimeType: string } },
  { locale: string; key: string }
>`
  query Csv($locale: String!, $key: String!) {
    generateShoppingListCsvEncodedFileContent(locale: $locale, key: $key) {
      fileName
      content
      mimeType
    }
  }
`;
const TO_CART = gql<
  {
    addShoppingListToCart: {
      added: number;
      notAdded: { sku: string | null; reason: string }[];
      cart: { id: string; version: number; lineItems: { sku: string; quantity: number }[] };
    };
  },
  { locale: string; key: string }
>`
  mutation ToCart($locale: String!, $key: String!) {
    addShoppingListToCart(locale: $locale, key: $key) {
      added
      notAdded {
        sku
        reason
      }
      cart {
        id
        version
        lineItems {
          sku
          quantity
        }
      }
    }
  }
`;

const CREATE = gql<
  { createShoppingList: List & { description: string | null; attrs: { name: string; value: string }[] } },
  {
    locale: string;
    key: string;
    name: string;
    description?: string | null;
    attrs?: { name: string; value: string }[];
  }
>`
  mutation Create($locale: String!, $key: String!, $name: String!, $description: String, $attrs: [ShoppingListAttrInput!]) {
    createShoppingList(locale: $locale, key: $key, name: $name, description: $description, attrs: $attrs) {
      ${LIST_FIELDS} description attrs { name value }
    }
  }
`;
const DELETE = gql<{ deleteShoppingList: { key: string } }, { locale: string; key: string; version: number }>`
  mutation Delete($locale: String!, $key: String!, $version: Int!) {
    deleteShoppingList(locale: $locale, key: $key, version: $version) {
      key
    }
  }
`;

describe('shopping lists over GraphQL (issue 27, decisions 0098–0100)', () => {
  let bff: TestBff;
  let purchaser: ShopSession;
  let shopper: ShopSession;
  let colleague: ShopSession;
  let otherCustomer: ShopSession;
  let otherTenant: ShopSession;
  let buyable: string[];
  let notBuyable: string;
  const at = { locale: 'de-at' };

  const codeOf = (answer: Errors) =>
    answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);
  const keysOf = async (session: ShopSession, locale = 'de-at') =>
    dataOf(await session.graphql(KEYS, { locale })).shoppingListKeys;
  const listOf = async (session: ShopSession, key: string, locale = 'de-at') =>
    dataOf(await session.graphql(LIST, { locale, key })).shoppingList;
  const linesOf = (list: List) => list.lineItems.map((line) => [line.sku, line.quantity]);
  const csvText = (content: string) =>
    Buffer.from(content, 'base64')
      .toString('utf8')
      .replace(/^\uFEFF/, '');

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    purchaser = await bff.signIn('purchaser@20hhat.example');
    shopper = await bff.signIn('shopper@20hhat.example');
    colleague = await bff.signIn('approver@20hhat.example');
    otherCustomer = await bff.signIn('admin2@20hhat.example');
    otherTenant = await bff.signIn('purchaser@30hhde.example', 'de-de');
    const db = bff.database.db;
    buyable = (
      await db.query<{ sku: string }>(
        `select sku from product where mandant_code = '20HHAT' and not attributes ? 'successor_article_number'
           and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit 2`,
      )
    ).map((row) => row.sku);
    notBuyable = (await db.one<{ sku: string }>(
      `select sku from product where mandant_code = '20HHAT' and attributes ? 'successor_article_number'
         and coalesce(attributes ->> 'successor_article_number', '') <> '' order by sku limit 1`,
    ))!.sku;
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('answers the session its own keys, and creates its own list when it is fetched first', async () => {
    const keys = await keysOf(purchaser);
    expect(keys.shoppingList).toMatch(/^100001-KT\d+-20HHAT$/);
    expect(keys.scanMe).toBe(`${keys.shoppingList}-ScanMe`);
    const list = await listOf(purchaser, keys.shoppingList);
    expect(list).toMatchObject({
      key: keys.shoppingList,
      name: keys.shoppingList,
      version: 1,
      lineItems: [],
    });
    expect((await listOf(purchaser, keys.shoppingList)).id).toBe(list.id);
  });

  it("refuses another contact's, another customer's and another tenant's key with NOT_FOUND and changes nothing", async () => {
    const own = await keysOf(purchaser);
    const list = await listOf(purchaser, own.shoppingList);
    const filled = dataOf(
      await purchaser.graphql(UPDATE, {
        input: {
          ...at,
          key: own.shoppingList,
          version: list.version,
          addLineItems: [{ sku: buyable[0], quantity: 1 }],
        },
      }),
    ).updateShoppingList;
    const theirs = await keysOf(otherTenant, 'de-de');
    const foreign: [ShopSession, string][] = [
      [colleague, 'de-at'],
      [otherCustomer, 'de-at'],
      [otherTenant, 'de-de'],
    ];
    for (const [session, locale] of foreign) {
      expect(codeOf(await session.graphql(LIST, { locale, key: own.shoppingList }))).toEqual([
        ['NOT_FOUND', 'error.shopping-list-not-found'],
      ]);
      const write = await session.graphql(UPDATE, {
        input: {
          locale,
          key: own.shoppingList,
          version: filled.version,
          addLineItems: [{ sku: buyable[0], quantity: 5 }],
        },
      });
      expect(codeOf(write)).toEqual([['NOT_FOUND', 'error.shopping-list-not-found']]);
      expect(codeOf(await session.graphql(CSV, { locale, key: own.shoppingList }))).toEqual([
        ['NOT_FOUND', 'error.shopping-list-not-found'],
      ]);
    }
    // Merging a foreign list into one's own is refused as well.
    const merge = await purchaser.graphql(MERGE, {
      input: { ...at, key: own.shoppingList, version: filled.version, keysToMerge: [theirs.shoppingList] },
    });
    expect(codeOf(merge)).toEqual([['NOT_FOUND', 'error.shopping-list-not-found']]);
    const after = await listOf(purchaser, own.shoppingList);
    expect(after.version).toBe(filled.version);
    expect(linesOf(after)).toEqual(linesOf(filled));
    const rows = await bff.database.db.query<{ n: string }>(
      `select count(*)::text as n from shopping_list where key = $1`,
      [own.shoppingList],
    );
    expect(rows[0].n).toBe('1');
  });

  it('sums an added sku into its line, removes with 0, renames, and refuses a stale version with CONFLICT', async () => {
    const { shoppingList: key } = await keysOf(shopper);
    const sse = await openSse(bff.baseUrl, 'de-at', { cookie: shopper.cookieHeader() });
    try {
      const start = await listOf(shopper, key);
      const added = dataOf(
        await shopper.graphql(UPDATE, {
          input: {
            ...at,
            key,
            version: start.version,
            addLineItems: [
              { sku: buyable[0], quantity: 2 },
              { sku: buyable[1], quantity: 1 },
            ],
          },
        }),
      ).updateShoppingList;
      await sse.waitFor(
        (event) => event.event === 'shopping-list-changed' && event.data.version === added.version,
      );
      const summed = dataOf(
        await shopper.graphql(UPDATE, {
          input: {
            ...at,
            key,
            version: added.version,
            addLineItems: [{ sku: buyable[0], quantity: 3 }],
            name: 'Küche',
          },
        }),
      ).updateShoppingList;
      expect(linesOf(summed)).toEqual([
        [buyable[0], 5],
        [buyable[1], 1],
      ]);
      expect(summed.name).toBe('Küche');
      const stale = await shopper.graphql(UPDATE, {
        input: { ...at, key, version: added.version, addLineItems: [{ sku: buyable[1], quantity: 1 }] },
      });
      expect(codeOf(stale)).toEqual([['CONFLICT', 'error.shopping-list-conflict']]);
      const removed = dataOf(
        await shopper.graphql(UPDATE, {
          input: {
            ...at,
            key,
            version: summed.version,
            changeLineItems: [{ lineItemKey: buyable[1], quantity: 0 }],
          },
        }),
      ).updateShoppingList;
      expect(linesOf(removed)).toEqual([[buyable[0], 5]]);
      const unknown = await shopper.graphql(UPDATE, {
        input: { ...at, key, version: removed.version, addLineItems: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] },
      });
      expect(codeOf(unknown)).toEqual([['BAD_USER_INPUT', 'error.unknown-sku']]);
      expect((await listOf(shopper, key)).version).toBe(removed.version);
    } finally {
      sse.close();
    }
  });

  it('gives no prices in lines or CSV to a role without prices, and prices to one with them', async () => {
    const { shoppingList: shopperKey } = await keysOf(shopper);
    const shopperList = await listOf(shopper, shopperKey);
    expect(shopperList.lineItems.every((line) => line.price === null)).toBe(true);
    const shopperCsv = dataOf(
      await shopper.graphql(CSV, { ...at, key: shopperKey }),
    ).generateShoppingListCsvEncodedFileContent;
    const [shopperHeader, ...shopperRows] = csvText(shopperCsv.content).trim().split('\r\n');
    expect(shopperHeader).toBe('Art.-Nr.;Bezeichnung;Menge;Bestellbar;Hinzugefügt am');
    expect(shopperRows).toHaveLength(shopperList.lineItems.length);
    expect(shopperCsv.mimeType).toBe('text/csv');
    expect(shopperCsv.fileName).toMatch(/^Merkliste-20HHAT-100001\.csv$/);

    const { shoppingList: key } = await keysOf(purchaser);
    const list = await listOf(purchaser, key);
    const priced = list.lineItems.find((line) => line.sku === buyable[0])!;
    expect(priced.price).toMatchObject({ currency: 'EUR' });
    const csv = dataOf(
      await purchaser.graphql(CSV, { ...at, key }),
    ).generateShoppingListCsvEncodedFileContent;
    const [header, first] = csvText(csv.content).trim().split('\r\n');
    expect(header).toBe('Art.-Nr.;Bezeichnung;Menge;Bestellbar;Hinzugefügt am;Einzelpreis;Betrag;Währung');
    const cells = first.split(';');
    expect(cells[0]).toBe(buyable[0]);
    expect(cells[2]).toBe(String(priced.quantity));
    expect(cells[3]).toBe('ja');
    expect(cells[5]).toBe(String(priced.price!.centAmount / 100).replace('.', ','));
    expect(cells[7]).toBe('EUR');
  });

  it('merges the scan-me list into the shopping list (summed) and empties it', async () => {
    const keys = await keysOf(purchaser);
    const scanMe = await listOf(purchaser, keys.scanMe);
    const filledScan = dataOf(
      await purchaser.graphql(UPDATE, {
        input: {
          ...at,
          key: keys.scanMe,
          version: scanMe.version,
          addLineItems: [
            { sku: buyable[0], quantity: 2 },
            { sku: notBuyable, quantity: 1 },
          ],
        },
      }),
    ).updateShoppingList;
    expect(filledScan.hasNotBuyableItems).toBe(true);
    const target = await listOf(purchaser, keys.shoppingList);
    const before = target.lineItems.find((line) => line.sku === buyable[0])!.quantity;
    const merged = dataOf(
      await purchaser.graphql(MERGE, {
        input: { ...at, key: keys.shoppingList, version: target.version, keysToMerge: [keys.scanMe] },
      }),
    ).mergeShoppingList;
    expect(merged.lineItems.find((line) => line.sku === buyable[0])!.quantity).toBe(before + 2);
    expect(merged.lineItems.find((line) => line.sku === notBuyable)).toMatchObject({
      quantity: 1,
      buyable: false,
    });
    expect(merged.hasNotBuyableItems).toBe(true);
    const emptied = await listOf(purchaser, keys.scanMe);
    expect(emptied.lineItems).toEqual([]);
    expect(emptied.version).toBe(filledScan.version + 1);
  });

  it('sends only the buyable lines with a sku to the cart and names the others', async () => {
    const { shoppingList: key } = await keysOf(purchaser);
    const list = await listOf(purchaser, key);
    const result = dataOf(await purchaser.graphql(TO_CART, { ...at, key })).addShoppingListToCart;
    expect(result.notAdded).toEqual([{ sku: notBuyable, reason: 'error.product-not-buyable' }]);
    expect(result.added).toBe(list.lineItems.filter((line) => line.buyable).length);
    expect(result.cart.lineItems.map((line) => line.sku)).not.toContain(notBuyable);
    expect(result.cart.lineItems.map((line) => line.sku)).toContain(buyable[0]);
  });

  it('creates a list of its own key once and deletes it at its version; nobody else can do either', async () => {
    const { scanMe: key } = await keysOf(colleague);
    const sse = await openSse(bff.baseUrl, 'de-at', { cookie: colleague.cookieHeader() });
    try {
      const created = dataOf(
        await colleague.graphql(CREATE, {
          ...at,
          key,
          name: 'Lager Nord',
          description: 'Für die Inventur',
          attrs: [{ name: 'erp', value: 'L-17' }],
        }),
      ).createShoppingList;
      expect(created).toMatchObject({
        key,
        name: 'Lager Nord',
        version: 1,
        lineItems: [],
        description: 'Für die Inventur',
        attrs: [{ name: 'erp', value: 'L-17' }],
      });
      await sse.waitFor((event) => event.event === 'shopping-list-changed' && event.data.key === key);
      expect(codeOf(await colleague.graphql(CREATE, { ...at, key, name: 'Noch einmal' }))).toEqual([
        ['CONFLICT', 'error.shopping-list-exists'],
      ]);
      // Another contact's, customer's or tenant's session can neither create nor delete it.
      for (const [session, locale] of [
        [purchaser, 'de-at'],
        [otherCustomer, 'de-at'],
        [otherTenant, 'de-de'],
      ] as const) {
        expect(codeOf(await session.graphql(CREATE, { locale, key, name: 'Fremd' }))).toEqual([
          ['NOT_FOUND', 'error.shopping-list-not-found'],
        ]);
        expect(codeOf(await session.graphql(DELETE, { locale, key, version: 1 }))).toEqual([
          ['NOT_FOUND', 'error.shopping-list-not-found'],
        ]);
      }
      const renamed = dataOf(
        await colleague.graphql(UPDATE, { input: { ...at, key, version: 1, name: 'Lager Süd' } }),
      ).updateShoppingList;
      expect(codeOf(await colleague.graphql(DELETE, { ...at, key, version: 1 }))).toEqual([
        ['CONFLICT', 'error.shopping-list-conflict'],
      ]);
      expect((await listOf(colleague, key)).name).toBe('Lager Süd');
      expect(dataOf(await colleague.graphql(DELETE, { ...at, key, version: renamed.version }))).toEqual({
        deleteShoppingList: { key },
      });
      const rows = await bff.database.db.query<{ n: string }>(
        `select count(*)::text as n from shopping_list where key = $1`,
        [key],
      );
      expect(rows[0].n).toBe('0');
      // Fetched again, the key has a new empty list named by the key.
      expect(await listOf(colleague, key)).toMatchObject({ key, name: key, version: 1, lineItems: [] });
    } finally {
      sse.close();
    }
  });
});
