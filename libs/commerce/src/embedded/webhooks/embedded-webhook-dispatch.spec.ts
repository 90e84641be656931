import type { Db } from '@shop/db';
import { EmbeddedWebhookDispatch } from './embedded-webhook-dispatch';

const DELIVERY = `whd_${'c'.repeat(32)}`;
const CLAIMED_ROW = {
  id: DELIVERY,
  subscription_id: `whs_${'d'.repeat(32)}`,
  attempt_count: 1,
  url: 'https://erp.example.com/hooks',
  secret: 'whsec_x',
  enabled: true,
  deleted: false,
  event_id: 'msg_1',
  type: 'order.placed',
  payload: { orderNumber: 'WS-1' },
  event_created_at: new Date('2026-11-28T10:00:00Z'),
};

/**
 * A database answering the claim's two statements from scripts: `claims` for each update, `states`
 * for each look at the status. The interleaving with another transaction cannot be staged on the
 * embedded test database (one connection), so the claim's decisions are tested here; the integration
 * spec and bench/webhooks.bench.mjs (PostgreSQL) run it for real.
 */
function scriptedDb(claims: object[][], states: ({ status: string; locked: boolean } | null)[]): Db {
  return {
    query: jest.fn(async (sql: string) =>
      sql.includes("set status = 'sending'") ? (claims.shift() ?? []) : [],
    ),
    one: jest.fn(async () => states.shift() ?? null),
    transaction: jest.fn(),
    close: jest.fn(),
  } as unknown as Db;
}

describe('EmbeddedWebhookDispatch.claimDelivery (decision 0137)', () => {
  it('claims again a delivery that became visible between the claim and the look at it (the relay committed)', async () => {
    const dispatch = new EmbeddedWebhookDispatch(
      scriptedDb([[], [CLAIMED_ROW]], [{ status: 'pending', locked: false }]),
    );
    await expect(dispatch.claimDelivery(DELIVERY, 1000)).resolves.toMatchObject({
      kind: 'claimed',
      delivery: { deliveryId: DELIVERY, eventId: 'msg_1', attempt: 1 },
    });
  });

  it('sends nothing again once it succeeded, and waits while another attempt holds it', async () => {
    await expect(
      new EmbeddedWebhookDispatch(scriptedDb([[]], [{ status: 'succeeded', locked: false }])).claimDelivery(
        DELIVERY,
        1000,
      ),
    ).resolves.toEqual({ kind: 'done', status: 'SUCCEEDED' });
    await expect(
      new EmbeddedWebhookDispatch(scriptedDb([[]], [{ status: 'sending', locked: true }])).claimDelivery(
        DELIVERY,
        1000,
      ),
    ).resolves.toEqual({ kind: 'busy' });
    await expect(
      new EmbeddedWebhookDispatch(scriptedDb([[]], [null])).claimDelivery(DELIVERY, 1000),
    ).resolves.toEqual({ kind: 'unknown' });
  });

  it('cancels the delivery of a disabled subscription instead of sending it', async () => {
    const db = scriptedDb([[{ ...CLAIMED_ROW, enabled: false }]], []);
    await expect(new EmbeddedWebhookDispatch(db).claimDelivery(DELIVERY, 1000)).resolves.toEqual({
      kind: 'cancelled',
    });
    expect((db.query as jest.Mock).mock.calls[1][0]).toContain("status = 'cancelled'");
  });
});
