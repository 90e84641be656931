import type { BudgetRolloverPort, BudgetsRolledOver } from '@shop/commerce';
import { HOUSEKEEPING_JOBS, InvalidJobError, parseShopEvent, type CartHousekeepingJob } from '@shop/jobs';
import { processBudgetRollover } from './budget-rollover.processor';

const NOW = new Date('2026-12-01T00:30:00.000Z');

/** The roll-over port at the system edge: answers the batches it is given, records what it was asked. */
function fakeBudgets(batches: BudgetsRolledOver[]) {
  const answers = [...batches];
  return {
    rollOverBudgets: jest.fn(async () => answers.shift() ?? { rolledOver: 0, byTenant: {}, customers: [] }),
  } satisfies BudgetRolloverPort;
}

function fakeRedis() {
  return { publish: jest.fn(async (_channel: string, _message: string) => 1) };
}

const job = (data: Partial<CartHousekeepingJob> = {}, name: string = HOUSEKEEPING_JOBS.budgetRollover) => ({
  name,
  data: { trigger: 'schedule', requestedBy: 'schedule', ...data } as CartHousekeepingJob,
});

const at = (mandantCode: string, customerNo: string) => ({ mandantCode, customerNo });

describe('budget roll-over processor (decision 0062)', () => {
  it('rolls batch after batch over at the run’s start until one comes back short, and tells each customer once', async () => {
    const budgets = fakeBudgets([
      {
        rolledOver: 2,
        byTenant: { '20HHAT': 2 },
        customers: [at('20HHAT', '100001'), at('20HHAT', '100002')],
      },
      { rolledOver: 2, byTenant: { '20HHAT': 2 }, customers: [at('20HHAT', '100002')] },
      { rolledOver: 1, byTenant: { '57HHBG': 1 }, customers: [at('57HHBG', '100001')] },
    ]);
    const redis = fakeRedis();
    const outcome = await processBudgetRollover(job(), {
      budgets,
      events: { redis, channel: 'shop:events:db11' },
      now: () => NOW,
      batchSize: 2,
    });
    expect(outcome).toEqual({
      trigger: 'schedule',
      rolledOver: 5,
      byTenant: { '20HHAT': 4, '57HHBG': 1 },
      batches: 3,
      more: false,
    });
    expect(budgets.rollOverBudgets.mock.calls).toEqual([
      [NOW, 2],
      [NOW, 2],
      [NOW, 2],
    ]);
    const events = redis.publish.mock.calls.map(([channel, raw]) => [channel, parseShopEvent(raw)]);
    expect(events).toEqual([
      ['shop:events:db11', { type: 'budget-changed', id: String(NOW.getTime()), ...at('20HHAT', '100001') }],
      ['shop:events:db11', { type: 'budget-changed', id: String(NOW.getTime()), ...at('20HHAT', '100002') }],
      ['shop:events:db11', { type: 'budget-changed', id: String(NOW.getTime()), ...at('57HHBG', '100001') }],
    ]);
  });

  it('asks once and tells nobody when nothing is due', async () => {
    const budgets = fakeBudgets([]);
    const redis = fakeRedis();
    const outcome = await processBudgetRollover(job({ trigger: 'start-up' }), {
      budgets,
      events: { redis, channel: 'c' },
    });
    expect(outcome).toEqual({ trigger: 'start-up', rolledOver: 0, byTenant: {}, batches: 1, more: false });
    expect(redis.publish).not.toHaveBeenCalled();
  });

  it('stops at the most batches of a run and says that more is due', async () => {
    const full = { rolledOver: 3, byTenant: { '30HHDE': 3 }, customers: [at('30HHDE', '100003')] };
    const budgets = fakeBudgets([full, full, full]);
    const outcome = await processBudgetRollover(job(), { budgets, batchSize: 3, maxBatches: 2 });
    expect(outcome).toMatchObject({ rolledOver: 6, batches: 2, more: true });
    expect(budgets.rollOverBudgets).toHaveBeenCalledTimes(2);
  });

  it('refuses an unknown job and a malformed payload without touching a budget', async () => {
    const budgets = fakeBudgets([]);
    await expect(processBudgetRollover(job({}, 'delete-expired-carts'), { budgets })).rejects.toThrow(
      InvalidJobError,
    );
    await expect(
      processBudgetRollover(
        { name: HOUSEKEEPING_JOBS.budgetRollover, data: 'x' as unknown as CartHousekeepingJob },
        { budgets },
      ),
    ).rejects.toThrow(InvalidJobError);
    expect(budgets.rollOverBudgets).not.toHaveBeenCalled();
  });
});
