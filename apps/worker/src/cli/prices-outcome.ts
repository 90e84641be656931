import type { PriceJobOutcome } from '../processors/prices.processor';

/** What the ops CLI prints after a prices job. */
export function describePricesOutcome(outcome: PriceJobOutcome): string {
  if (outcome.kind === 'recorded') {
    const { mandantCode, customerNo, sku, centAmount } = outcome.job;
    return `price change ${outcome.changeId} recorded for ${mandantCode} customer ${customerNo} sku ${sku}: ${centAmount} cents (pending until the next refresh)`;
  }
  return outcome.tenants
    .map(({ mandantCode, processed, changed, invalidatedKeys, event }) => {
      const customers = event?.customers.map(
        (c) => `${c.customerNo} (${c.skus ? c.skus.length : 'all'} skus)`,
      );
      return `prices of ${mandantCode} refreshed: ${processed} pending changes read, ${changed} prices changed, ${invalidatedKeys} cache entries removed${customers?.length ? `, customers ${customers.join(', ')}` : ''}`;
    })
    .join('\n');
}
