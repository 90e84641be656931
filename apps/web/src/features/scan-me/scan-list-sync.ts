import {
  isEmptySyncPlan,
  linesAfterSync,
  MAX_LINES_PER_CHANGE,
  planScanListSync,
  scanLinesOfServer,
  type OfflineProduct,
  type ScanLine,
  type ServerScanLine,
} from '@shop/domain';
import type { LocaleCode } from '@shop/locales';
import type { ShoppingListQuery, UpdateShoppingListMutation } from '../../gql/generated';
import { PlainGraphqlError, plainGraphql, type PlainDocument } from '../session/plain-graphql';
import { readList, serverKeyOfList, updateList, type StoredList } from './scan-me-store';

// The shop's ShoppingList and UpdateShoppingList operations (shopping-list.queries.ts) as its Apollo
// client sends them; scan-list-sync.spec.ts checks the copies against the originals and the manifest.
const FIELDS = `fragment ShoppingListFields on ShoppingList {
  id
  key
  name
  version
  isScanMe
  hasNotBuyableItems
  totalLineItemQuantity
  lineItems {
    key
    sku
    quantity
    addedAt
    buyable
    price {
      centAmount
      currency
      __typename
    }
    product {
      id
      sku
      name
      slug
      imageUrl
      __typename
    }
    __typename
  }
  __typename
}`;

export const SHOPPING_LIST_DOCUMENT: PlainDocument = {
  operationName: 'ShoppingList',
  kind: 'query',
  sha256: '784930776d3d207b3ebe3da546a2771fbebfbb02accff98d8b9975954cfddb3c',
  text: `query ShoppingList($locale: String!, $key: String!) {
  shoppingList(locale: $locale, key: $key) {
    ...ShoppingListFields
    __typename
  }
}

${FIELDS}`,
};

export const UPDATE_SHOPPING_LIST_DOCUMENT: PlainDocument = {
  operationName: 'UpdateShoppingList',
  kind: 'mutation',
  sha256: 'b46c81b6cd0ab9feb19c83a5a0bf2d9e9d6281556733b5d1e693a392cfa4d0bd',
  text: `mutation UpdateShoppingList($input: UpdateShoppingListInput!) {
  updateShoppingList(input: $input) {
    ...ShoppingListFields
    __typename
  }
}

${FIELDS}`,
};

/** How often a write that met a newer version is planned again on the list read anew. */
const CONFLICT_ATTEMPTS = 3;

export type SyncResult =
  | { kind: 'synced'; list: StoredList; conflicted: boolean }
  /** A guest's list: kept on the device only. */
  | { kind: 'device-only' };

interface ServerList {
  version: number;
  lines: ServerScanLine[];
}

type AnsweredList = { version: number; lineItems: { key: string; sku: string | null; quantity: number }[] };

/** A line without a sku (another system's) is none of scan-me's business and stays as it is. */
const serverListOf = (list: AnsweredList): ServerList => ({
  version: list.version,
  lines: list.lineItems.flatMap(({ key, sku, quantity }) => (sku ? [{ key, sku, quantity }] : [])),
});

/**
 * Brings a signed-in customer's scan-me list on this device and the server's `…-ScanMe` list together
 * (docs/decisions/0130-scan-me-list-sync.md): what changed on the device since the last agreement is
 * applied to the server's list at its version (a newer version is read again and planned anew), then
 * the device keeps the server's list plus what it could not send and what the user changed meanwhile.
 * Up to 100 EANs a write, the limit of a change. Rejects when offline or refused; the device list is
 * then as it was, and the next sync sends the same changes.
 */
export async function syncScanList(
  listId: string,
  locale: LocaleCode,
  products: ReadonlyMap<string, OfflineProduct>,
  fetchImpl: typeof fetch = fetch,
): Promise<SyncResult> {
  const key = serverKeyOfList(listId);
  if (!key) return { kind: 'device-only' };
  const skuOf = (ean: string) => products.get(ean)?.sku ?? null;
  const eanBySku = new Map([...products.values()].map((product) => [product.sku, product.ean]));
  const eanOf = (sku: string) => eanBySku.get(sku) ?? null;

  const stored = await readList(listId);
  const startedFrom = stored?.lines ?? [];
  let base: ScanLine[] = stored?.synced?.lines ?? [];
  const read = async () =>
    serverListOf(
      (await plainGraphql<ShoppingListQuery>(SHOPPING_LIST_DOCUMENT, { locale, key }, fetchImpl))
        .shoppingList,
    );
  let server = await read();
  let conflicted = false;
  for (const eans of chunks(startedFrom, base)) {
    const inChunk = (line: ScanLine) => eans.has(line.ean);
    for (let attempt = 1; ; attempt += 1) {
      const plan = planScanListSync(base.filter(inChunk), startedFrom.filter(inChunk), server.lines, skuOf);
      if (isEmptySyncPlan(plan)) break;
      try {
        const written = await plainGraphql<UpdateShoppingListMutation>(
          UPDATE_SHOPPING_LIST_DOCUMENT,
          {
            input: {
              locale,
              key,
              version: server.version,
              addLineItems: plan.add.length ? plan.add : null,
              changeLineItems: plan.change.length ? plan.change : null,
              name: null,
            },
          },
          fetchImpl,
        );
        server = serverListOf(written.updateShoppingList);
        // This chunk's lines are on the server now: the next chunk is planned against that.
        base = [...base.filter((line) => !inChunk(line)), ...startedFrom.filter(inChunk)];
        break;
      } catch (failure) {
        if (
          !(failure instanceof PlainGraphqlError && failure.code === 'CONFLICT') ||
          attempt >= CONFLICT_ATTEMPTS
        )
          throw failure;
        conflicted = true;
        server = await read();
      }
    }
  }

  const agreed = scanLinesOfServer(server.lines, eanOf);
  const unsent = startedFrom.filter((line) => !skuOf(line.ean));
  const list = await updateList(listId, (current) => ({
    id: listId,
    lines: linesAfterSync(agreed, unsent, startedFrom, current?.lines ?? []),
    updatedAt: Date.now(),
    synced: { version: server.version, lines: agreed },
  }));
  return { kind: 'synced', list, conflicted };
}

/** The EANs of the device list and the agreed one, in groups a single write may carry. */
function chunks(local: readonly ScanLine[], base: readonly ScanLine[]): Set<string>[] {
  const eans = [...new Set([...local, ...base].map((line) => line.ean))];
  const groups: Set<string>[] = [];
  for (let start = 0; start === 0 || start < eans.length; start += MAX_LINES_PER_CHANGE)
    groups.push(new Set(eans.slice(start, start + MAX_LINES_PER_CHANGE)));
  return groups;
}
