import type { CartHousekeepingPort, ExpiredCartsDeleted } from '@shop/commerce';
import { HOUSEKEEPING_JOBS, InvalidJobError, type CartHousekeepingJob } from '@shop/jobs';
import { processCartHousekeeping } from './cart-housekeeping.processor';

const NOW = new Date('2026-11-26T03:00:00.000Z');

/** The housekeeping port at the system edge: answers the batches it is given, records what it was asked. */
function fakeCarts(batches: ExpiredCartsDeleted[]) {
  const answers = [...batches];
  return {
    deleteExpiredCarts: jest.fn(async () => answers.shift() ?? { deleted: 0, byTenant: {} }),
  } satisfies CartHousekeepingPort;
}

const job = (data: Partial<CartHousekeepingJob> = {}, name: string = HOUSEKEEPING_JOBS.expiredCarts) => ({
  name,
  data: { trigger: 'schedule', requestedBy: 'schedule', ...data } as CartHousekeepingJob,
});

describe('cart housekeeping processor', () => {
  it('deletes batch after batch at the run’s start time until a batch comes back short, and adds up', async () => {
    const carts = fakeCarts([
      { deleted: 2, byTenant: { '20HHAT': 1, '57HHBG': 1 } },
      { deleted: 2, byTenant: { '20HHAT': 2 } },
      { deleted: 1, byTenant: { '80HHCZ': 1 } },
    ]);
    const outcome = await processCartHousekeeping(job(), { carts, now: () => NOW, batchSize: 2 });
    expect(outcome).toEqual({
      trigger: 'schedule',
      deleted: 5,
      byTenant: { '20HHAT': 3, '57HHBG': 1, '80HHCZ': 1 },
      batches: 3,
      more: false,
    });
    expect(carts.deleteExpiredCarts.mock.calls).toEqual([
      [NOW, 2],
      [NOW, 2],
      [NOW, 2],
    ]);
  });

  it('asks once when nothing is due', async () => {
    const carts = fakeCarts([]);
    const outcome = await processCartHousekeeping(job({ trigger: 'start-up' }), { carts, now: () => NOW });
    expect(outcome).toEqual({ trigger: 'start-up', deleted: 0, byTenant: {}, batches: 1, more: false });
  });

  it('stops at the most batches of a run and says that more is due', async () => {
    const full = { deleted: 3, byTenant: { '30HHDE': 3 } };
    const carts = fakeCarts([full, full, full]);
    const outcome = await processCartHousekeeping(job(), { carts, batchSize: 3, maxBatches: 2 });
    expect(outcome).toMatchObject({ deleted: 6, batches: 2, more: true });
    expect(carts.deleteExpiredCarts).toHaveBeenCalledTimes(2);
  });

  it('refuses an unknown job and a malformed payload without touching a cart', async () => {
    const carts = fakeCarts([]);
    await expect(processCartHousekeeping(job({}, 'delete-everything'), { carts })).rejects.toThrow(
      InvalidJobError,
    );
    await expect(processCartHousekeeping(job({ trigger: 'hourly' as never }), { carts })).rejects.toThrow(
      InvalidJobError,
    );
    expect(carts.deleteExpiredCarts).not.toHaveBeenCalled();
  });
});
