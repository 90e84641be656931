import { runInBatches, type BatchDone } from './run-in-batches';

/** A batch that answers `answers` in turn, then nothing. */
function batchesOf(answers: BatchDone[]) {
  const left = [...answers];
  return jest.fn(async () => left.shift() ?? { count: 0, byTenant: {} });
}

describe('runInBatches', () => {
  it('runs until a batch comes back short and adds up the counts in all and per tenant', async () => {
    const batch = batchesOf([
      { count: 2, byTenant: { '20HHAT': 1, '57HHBG': 1 } },
      { count: 2, byTenant: { '20HHAT': 2 } },
      { count: 1, byTenant: { '80HHCZ': 1 } },
    ]);
    await expect(runInBatches({ batchSize: 2, maxBatches: 10 }, batch)).resolves.toEqual({
      count: 5,
      byTenant: { '20HHAT': 3, '57HHBG': 1, '80HHCZ': 1 },
      batches: 3,
      more: false,
    });
    expect(batch).toHaveBeenCalledTimes(3);
  });

  it('runs one batch when nothing is due', async () => {
    const batch = batchesOf([]);
    await expect(runInBatches({ batchSize: 2, maxBatches: 10 }, batch)).resolves.toEqual({
      count: 0,
      byTenant: {},
      batches: 1,
      more: false,
    });
  });

  it('stops at maxBatches and says that more is due', async () => {
    const full = { count: 3, byTenant: { '30HHDE': 3 } };
    const batch = batchesOf([full, full, full]);
    await expect(runInBatches({ batchSize: 3, maxBatches: 2 }, batch)).resolves.toMatchObject({
      count: 6,
      batches: 2,
      more: true,
    });
    expect(batch).toHaveBeenCalledTimes(2);
  });

  it('fails with the batch that fails', async () => {
    const batch = jest.fn(async (): Promise<BatchDone> => {
      throw new Error('database away');
    });
    await expect(runInBatches({ batchSize: 3, maxBatches: 2 }, batch)).rejects.toThrow('database away');
  });
});
