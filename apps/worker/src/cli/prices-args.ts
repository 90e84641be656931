import { isCustomerNo, isSku } from '@shop/domain';
import { PRICE_JOBS, type PriceChangeJob, type PriceRefreshJob } from '@shop/jobs';
import { isMandantCode } from '@shop/locales';
import { OpsUsageError } from './ops-args';

export const PRICES_USAGE = [
  'usage: npm run ops -- prices refresh <MANDANT_CODE> [--customer <customer no>]...',
  '       npm run ops -- prices change <MANDANT_CODE> --customer <customer no> --sku <sku> --cents <integer>',
  '  refresh applies the pending price changes of the tenant (or of the given customers), invalidates',
  '  their cached prices and tells open shop pages; change records a pending change (as a price feed would).',
].join('\n');

export type PricesCommand =
  | { name: typeof PRICE_JOBS.refresh; data: PriceRefreshJob }
  | { name: typeof PRICE_JOBS.change; data: PriceChangeJob };

/**
 * Parses `prices refresh|change <MANDANT> …` (flags as `--x V` or `--x=V`, any order). Throws an
 * OpsUsageError naming the problem, with the usage; nothing is enqueued then.
 */
export function parsePricesArgs(args: string[], requestedBy: string): PricesCommand {
  const [command, mode, mandantCode, ...rest] = args;
  const fail = (problem?: string): never => {
    throw new OpsUsageError(problem ? `${problem}\n${PRICES_USAGE}` : PRICES_USAGE);
  };
  if (command !== 'prices' || (mode !== 'refresh' && mode !== 'change')) fail();
  if (!isMandantCode(mandantCode)) fail(`unknown mandant code "${mandantCode ?? ''}"`);
  const flags: Record<string, string[]> = {};
  const allowed = mode === 'refresh' ? ['--customer'] : ['--customer', '--sku', '--cents'];
  for (let i = 0; i < rest.length; i += 1) {
    const [flag, inline] = rest[i].split(/=(.*)/s, 2);
    if (!allowed.includes(flag)) fail(`unknown argument "${rest[i]}"`);
    const value = inline ?? rest[(i += 1)];
    if (value === undefined || value === '') fail(`${flag} needs a value`);
    (flags[flag] ??= []).push(value);
  }
  const customers = flags['--customer'] ?? [];
  for (const customer of customers)
    if (!isCustomerNo(customer)) fail(`"${customer}" is not a customer number`);
  if (mode === 'refresh')
    return {
      name: PRICE_JOBS.refresh,
      data: {
        mandantCode: mandantCode as string,
        customerNos: customers.length ? [...new Set(customers)] : null,
        requestedBy,
        trigger: 'request',
      },
    };
  for (const flag of ['--customer', '--sku', '--cents'])
    if (flags[flag]?.length !== 1) fail(`${flag} is needed exactly once`);
  const [sku] = flags['--sku'];
  if (!isSku(sku)) fail(`"${sku}" is not a sku`);
  const cents = flags['--cents'][0];
  if (!/^\d{1,9}$/.test(cents)) fail(`--cents "${cents}" is not a whole number of cents`);
  return {
    name: PRICE_JOBS.change,
    data: {
      mandantCode: mandantCode as string,
      customerNo: customers[0],
      sku,
      centAmount: Number(cents),
      requestedBy,
    },
  };
}
