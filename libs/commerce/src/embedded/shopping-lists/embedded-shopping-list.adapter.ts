import { randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import { MAX_LINE_QUANTITY, type ShopContext } from '@shop/domain';
import {
  ShoppingListKeyTakenError,
  ShoppingListTooLongError,
  ShoppingListVersionConflictError,
  type NewShoppingList,
  type ShoppingListChange,
  type ShoppingListLineRecord,
  type ShoppingListPort,
  type ShoppingListRecord,
} from '../../shopping-list.port';
import { appendAccountEvent, type AccountActor } from '../account/account-events';
import { scopeOf, type Scope } from '../carts/cart-store';

interface ListRow {
  id: string;
  key: string;
  mandant_code: string;
  customer_id: string;
  contact_id: string;
  employee_id: string | null;
  name: string;
  slug: string;
  description: string | null;
  attrs: Record<string, string> | string;
  version: number;
  created_by_contact_id: string;
  created_by_employee_id: string | null;
  updated_by_contact_id: string;
  updated_by_employee_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  lines: LineRow[] | string;
}

interface LineRow {
  line_key: string;
  sku: string | null;
  quantity: number;
  added_at: string | Date;
  external_id: string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toList(row: ListRow): ShoppingListRecord {
  return {
    id: row.id,
    key: row.key,
    mandantCode: row.mandant_code,
    customerId: row.customer_id,
    contactId: row.contact_id,
    employeeId: row.employee_id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    attrs: parsed(row.attrs),
    version: row.version,
    createdByContactId: row.created_by_contact_id,
    createdByEmployeeId: row.created_by_employee_id,
    updatedByContactId: row.updated_by_contact_id,
    updatedByEmployeeId: row.updated_by_employee_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lines: parsed(row.lines).map(
      (line): ShoppingListLineRecord => ({
        key: line.line_key,
        sku: line.sku,
        quantity: line.quantity,
        addedAt: iso(line.added_at),
        externalId: line.external_id,
      }),
    ),
  };
}

/** The select of a list with its lines (JSON, in the order they were added); `where` names the list `s`. */
const LIST_SELECT = (where: string, forUpdate: boolean) => `
  select s.*,
    coalesce((select json_agg(json_build_object('line_key', l.line_key, 'sku', l.sku, 'quantity', l.quantity,
                'added_at', l.added_at, 'external_id', l.external_id) order by l.added_at, l.line_key)
                from shopping_list_line l where l.list_id = s.id), '[]'::json) as lines
    from shopping_list s where ${where} ${forUpdate ? 'for update of s' : ''}`;

const actorOf = (scope: Scope): AccountActor => ({
  mandantCode: scope.mandantCode,
  customerId: scope.customerId,
  contactId: scope.contactId,
  employeeId: scope.employeeId,
});

/** The quantity of a line after adding to it: capped at the most a line may hold. */
const capped = (quantity: number) => Math.min(quantity, MAX_LINE_QUANTITY);

/**
 * ShoppingListPort on the project's own database (migration 0032, decisions 0098 and 0100). Every write
 * runs in one transaction with the list's row locked, bumps its version and appends an account_event
 * naming the contact and the employee acting as it.
 */
export class EmbeddedShoppingListAdapter implements ShoppingListPort {
  constructor(private readonly db: Db) {}

  async getList(ctx: ShopContext, key: string): Promise<ShoppingListRecord | null> {
    return this.load(this.db, scopeOf(ctx), key, false);
  }

  async getOrCreateList(ctx: ShopContext, list: NewShoppingList): Promise<ShoppingListRecord> {
    const scope = scopeOf(ctx);
    const found = await this.load(this.db, scope, list.key, false);
    if (found) return found;
    return this.db.transaction(async (tx) => {
      await this.insert(tx, scope, list);
      return (await this.load(tx, scope, list.key, false))!;
    });
  }

  async createList(ctx: ShopContext, list: NewShoppingList): Promise<ShoppingListRecord> {
    const scope = scopeOf(ctx);
    return this.db.transaction(async (tx) => {
      if (!(await this.insert(tx, scope, list))) throw new ShoppingListKeyTakenError(list.key);
      return (await this.load(tx, scope, list.key, false))!;
    });
  }

  async changeList(
    ctx: ShopContext,
    key: string,
    expectedVersion: number,
    change: ShoppingListChange,
    maxLines: number,
  ): Promise<ShoppingListRecord | null> {
    const scope = scopeOf(ctx);
    return this.db.transaction(async (tx) => {
      const list = await this.lockAt(tx, scope, key, expectedVersion);
      if (!list) return null;
      const lines = new Map(list.lines.map((line) => [line.key, line.quantity]));
      for (const { lineKey, quantity } of change.set ?? []) {
        if (!lines.has(lineKey)) continue;
        if (quantity === 0) lines.delete(lineKey);
        else lines.set(lineKey, quantity);
      }
      for (const { sku, quantity } of change.add ?? [])
        lines.set(sku, capped((lines.get(sku) ?? 0) + quantity));
      if (lines.size > maxLines && lines.size > list.lines.length)
        throw new ShoppingListTooLongError(maxLines);
      await this.writeLines(tx, list, lines);
      if (change.name)
        await tx.query('update shopping_list set name = $2, slug = $3 where id = $1', [
          list.id,
          change.name.name,
          change.name.slug,
        ]);
      await this.bump(tx, scope, list.id);
      await appendAccountEvent(tx, actorOf(scope), {
        subjectKind: 'shopping-list',
        subjectId: list.id,
        action: change.name && !change.add?.length && !change.set?.length ? 'renamed' : 'changed',
        details: {
          name: change.name?.name ?? list.name,
          key,
          fromVersion: expectedVersion,
          ...(change.add?.length ? { added: change.add } : {}),
          ...(change.set?.length ? { set: change.set } : {}),
          ...(change.name ? { listName: { before: list.name, after: change.name.name } } : {}),
        },
      });
      return this.load(tx, scope, key, false);
    });
  }

  async mergeLists(
    ctx: ShopContext,
    key: string,
    expectedVersion: number,
    keysToMerge: readonly string[],
    maxLines: number,
  ): Promise<{ list: ShoppingListRecord; emptied: ShoppingListRecord[] } | null> {
    const scope = scopeOf(ctx);
    const others = [...new Set(keysToMerge)].filter((other) => other !== key);
    return this.db.transaction(async (tx) => {
      // Locked in key order with the target, so two merges of each other's lists queue instead of deadlocking.
      const locked = new Map<string, ShoppingListRecord | null>();
      for (const lockKey of [key, ...others].sort())
        locked.set(lockKey, await this.load(tx, scope, lockKey, true));
      const list = locked.get(key) ?? null;
      if (!list) return null;
      if (list.version !== expectedVersion) throw new ShoppingListVersionConflictError(list);
      const lines = new Map(list.lines.map((line) => [line.key, line.quantity]));
      const sources = others.flatMap((other) => {
        const source = locked.get(other);
        return source && source.lines.length > 0 ? [source] : [];
      });
      for (const source of sources)
        for (const line of source.lines)
          lines.set(line.key, capped((lines.get(line.key) ?? 0) + line.quantity));
      if (lines.size > maxLines && lines.size > list.lines.length)
        throw new ShoppingListTooLongError(maxLines);
      await this.writeLines(tx, list, lines, sources);
      await this.bump(tx, scope, list.id);
      for (const source of sources) {
        await tx.query('delete from shopping_list_line where list_id = $1', [source.id]);
        await this.bump(tx, scope, source.id);
      }
      await appendAccountEvent(tx, actorOf(scope), {
        subjectKind: 'shopping-list',
        subjectId: list.id,
        action: 'merged',
        details: {
          name: list.name,
          key,
          fromVersion: expectedVersion,
          merged: sources.map((source) => ({ key: source.key, lines: source.lines.length })),
        },
      });
      const emptied: ShoppingListRecord[] = [];
      for (const source of sources) emptied.push((await this.load(tx, scope, source.key, false))!);
      return { list: (await this.load(tx, scope, key, false))!, emptied };
    });
  }

  async deleteList(ctx: ShopContext, key: string, expectedVersion: number): Promise<boolean> {
    const scope = scopeOf(ctx);
    return this.db.transaction(async (tx) => {
      const list = await this.lockAt(tx, scope, key, expectedVersion);
      if (!list) return false;
      await tx.query('delete from shopping_list where id = $1', [list.id]);
      await appendAccountEvent(tx, actorOf(scope), {
        subjectKind: 'shopping-list',
        subjectId: list.id,
        action: 'deleted',
        details: { name: list.name, key, lines: list.lines.length },
      });
      return true;
    });
  }

  private async load(
    db: Db,
    scope: Scope,
    key: string,
    forUpdate: boolean,
  ): Promise<ShoppingListRecord | null> {
    const [row] = await db.query<ListRow>(
      LIST_SELECT('s.key = $1 and s.mandant_code = $2 and s.customer_id = $3', forUpdate),
      [key, scope.mandantCode, scope.customerId],
    );
    return row ? toList(row) : null;
  }

  /** The list locked for a write at `expectedVersion`; null when there is none, a conflict when it moved on. */
  private async lockAt(
    tx: Db,
    scope: Scope,
    key: string,
    expectedVersion: number,
  ): Promise<ShoppingListRecord | null> {
    const list = await this.load(tx, scope, key, true);
    if (list && list.version !== expectedVersion) throw new ShoppingListVersionConflictError(list);
    return list;
  }

  /** Inserts a list for the scope's contact and employee; false when the tenant has that key already. */
  private async insert(tx: Db, scope: Scope, list: NewShoppingList): Promise<boolean> {
    const id = `list-${randomUUID()}`;
    const inserted = await tx.query<{ id: string }>(
      `insert into shopping_list (id, mandant_code, customer_id, contact_id, employee_id, key, name, slug,
         description, attrs, created_by_contact_id, created_by_employee_id, updated_by_contact_id,
         updated_by_employee_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $4, $5, $4, $5)
       on conflict (mandant_code, key) do nothing
       returning id`,
      [
        id,
        scope.mandantCode,
        scope.customerId,
        scope.contactId,
        scope.employeeId,
        list.key,
        list.name,
        list.slug,
        list.description,
        JSON.stringify(list.attrs),
      ],
    );
    if (inserted.length === 0) return false;
    await appendAccountEvent(tx, actorOf(scope), {
      subjectKind: 'shopping-list',
      subjectId: id,
      action: 'created',
      details: { name: list.name, key: list.key },
    });
    return true;
  }

  /**
   * Writes the lines of `list` to `wanted` (line key → quantity): removed ones deleted, changed ones
   * updated, new ones inserted (a merged line keeps the sku and external id of its source).
   */
  private async writeLines(
    tx: Db,
    list: ShoppingListRecord,
    wanted: ReadonlyMap<string, number>,
    sources: readonly ShoppingListRecord[] = [],
  ): Promise<void> {
    const current = new Map(list.lines.map((line) => [line.key, line]));
    const removed = [...current.keys()].filter((key) => !wanted.has(key));
    if (removed.length > 0)
      await tx.query('delete from shopping_list_line where list_id = $1 and line_key = any($2::text[])', [
        list.id,
        removed,
      ]);
    const fromSources = new Map(sources.flatMap((source) => source.lines.map((line) => [line.key, line])));
    const upserts = [...wanted]
      .filter(([key, quantity]) => current.get(key)?.quantity !== quantity)
      .map(([key, quantity]) => {
        const known = current.get(key) ?? fromSources.get(key);
        return {
          line_key: key,
          sku: known ? known.sku : key,
          quantity,
          external_id: known?.externalId ?? null,
        };
      });
    if (upserts.length === 0) return;
    await tx.query(
      `insert into shopping_list_line (list_id, mandant_code, line_key, sku, quantity, external_id)
       select $1, $2, x.line_key, x.sku, x.quantity, x.external_id
         from jsonb_to_recordset($3::jsonb) as x(line_key text, sku text, quantity int, external_id text)
       on conflict (list_id, line_key) do update set quantity = excluded.quantity`,
      [list.id, list.mandantCode, JSON.stringify(upserts)],
    );
  }

  private async bump(tx: Db, scope: Scope, listId: string): Promise<void> {
    await tx.query(
      `update shopping_list set version = version + 1, updated_at = now(), updated_by_contact_id = $2,
         updated_by_employee_id = $3 where id = $1`,
      [listId, scope.contactId, scope.employeeId],
    );
  }
}
