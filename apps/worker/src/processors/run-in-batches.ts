/** What one batch did: in all, and per tenant (mandant code → count). */
export interface BatchDone {
  count: number;
  byTenant: Record<string, number>;
}

/** What a run of batches did, added up over its batches. */
export interface BatchesDone extends BatchDone {
  batches: number;
  /** The run stopped at maxBatches with work still due. */
  more: boolean;
}

/**
 * Runs `batch` again and again until one comes back short (fewer than batchSize: nothing else is due)
 * or the run has done maxBatches, and adds up what the batches did.
 */
export async function runInBatches(
  limits: { batchSize: number; maxBatches: number },
  batch: () => Promise<BatchDone>,
): Promise<BatchesDone> {
  const run: BatchesDone = { count: 0, byTenant: {}, batches: 0, more: false };
  for (;;) {
    const done = await batch();
    run.batches += 1;
    run.count += done.count;
    for (const [mandantCode, count] of Object.entries(done.byTenant))
      run.byTenant[mandantCode] = (run.byTenant[mandantCode] ?? 0) + count;
    if (done.count < limits.batchSize) return run;
    if (run.batches >= limits.maxBatches) return { ...run, more: true };
  }
}
