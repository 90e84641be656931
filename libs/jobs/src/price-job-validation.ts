import { isCustomerNo, isSku } from '@shop/domain';
import { isMandantCode } from '@shop/locales';
import { InvalidJobError } from './invalid-job';
import type { PriceChangeJob, PriceRefreshJob } from './prices';

/** A price-refresh job's payload, checked (the worker's processor and the ops CLI share it). */
export function validatePriceRefreshJob(data: unknown): PriceRefreshJob {
  const job = (data ?? {}) as Partial<PriceRefreshJob>;
  if (job.mandantCode !== null && !isMandantCode(job.mandantCode))
    throw new InvalidJobError(`unknown mandant code: ${String(job.mandantCode)}`);
  const customerNos = job.customerNos ?? null;
  if (customerNos !== null && (!Array.isArray(customerNos) || !customerNos.every(isCustomerNo)))
    throw new InvalidJobError('customerNos must be a list of customer numbers');
  if (customerNos?.length && job.mandantCode === null)
    throw new InvalidJobError('customer numbers need a mandant code');
  return {
    mandantCode: job.mandantCode ?? null,
    customerNos,
    requestedBy: typeof job.requestedBy === 'string' ? job.requestedBy : 'unknown',
    trigger: job.trigger === 'schedule' ? 'schedule' : 'request',
  };
}

/** A price-change job's payload, checked. */
export function validatePriceChangeJob(data: unknown): PriceChangeJob {
  const job = (data ?? {}) as Partial<PriceChangeJob>;
  if (!isMandantCode(job.mandantCode))
    throw new InvalidJobError(`unknown mandant code: ${String(job.mandantCode)}`);
  if (!isCustomerNo(job.customerNo)) throw new InvalidJobError('customerNo is not a customer number');
  if (!isSku(job.sku)) throw new InvalidJobError('sku is not a sku');
  if (!Number.isInteger(job.centAmount) || (job.centAmount as number) < 0)
    throw new InvalidJobError('centAmount must be a non-negative integer (cents)');
  return {
    mandantCode: job.mandantCode,
    customerNo: job.customerNo,
    sku: job.sku,
    centAmount: job.centAmount as number,
    requestedBy: typeof job.requestedBy === 'string' ? job.requestedBy : 'unknown',
  };
}
