import { useId, useState, type FormEvent } from 'react';
import { isCustomerNo } from '@shop/domain';
import { MANDANT_CODES } from '@shop/locales';
import { messageKeyOf, refreshPrices } from './ops-api';
import { localesOfTenant } from './ops-format';
import { useOpsText } from './ops-text-context';

type Result = { kind: 'queued'; jobId: string } | { kind: 'error'; messageKey: string | null };

/** Splits the customer numbers field (commas, semicolons, blanks); null when one is not a customer number. */
export function parseCustomerNos(text: string): string[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  return parts.every((part) => isCustomerNo(part)) ? [...new Set(parts)] : null;
}

/** The price refresh of a tenant or some of its customers (what `npm run ops -- prices refresh` enqueues). */
export function PriceRefreshForm() {
  const { t, errorText } = useOpsText();
  const id = useId();
  const [tenant, setTenant] = useState<string>(MANDANT_CODES[0]);
  const [customers, setCustomers] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const customerNos = parseCustomerNos(customers);
    if (!customerNos) {
      setResult({ kind: 'error', messageKey: 'ops.error.customer-no' });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const { jobId } = await refreshPrices(tenant, customerNos);
      setResult({ kind: 'queued', jobId });
    } catch (error) {
      setResult({ kind: 'error', messageKey: messageKeyOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ops-panel" aria-labelledby={`${id}-title`} id="prices">
      <h2 id={`${id}-title`}>{t('prices.title')}</h2>
      <p className="ops-intro">{t('prices.intro')}</p>
      <form className="ops-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="ops-field">
          <label htmlFor={`${id}-tenant`}>{t('prices.tenant')}</label>
          <select id={`${id}-tenant`} value={tenant} onChange={(event) => setTenant(event.target.value)}>
            {MANDANT_CODES.map((code) => (
              <option key={code} value={code}>
                {code} ({localesOfTenant(code)})
              </option>
            ))}
          </select>
        </div>
        <div className="ops-field">
          <label htmlFor={`${id}-customers`}>{t('prices.customers')}</label>
          <input
            id={`${id}-customers`}
            value={customers}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => setCustomers(event.target.value)}
            aria-describedby={`${id}-customers-hint`}
            aria-invalid={result?.kind === 'error' && result.messageKey === 'ops.error.customer-no'}
          />
          <small id={`${id}-customers-hint`}>{t('prices.customersHint')}</small>
        </div>
        <button type="submit" className="ops-button" disabled={busy}>
          {t('prices.submit')}
        </button>
      </form>
      {result && (
        <p
          className={result.kind === 'queued' ? 'ops-notice' : 'ops-notice ops-notice--error'}
          role={result.kind === 'queued' ? 'status' : 'alert'}
        >
          {result.kind === 'queued'
            ? t('prices.queued', { jobId: result.jobId })
            : errorText(result.messageKey)}
        </p>
      )}
    </section>
  );
}
