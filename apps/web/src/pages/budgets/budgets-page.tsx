import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { BUDGET_INTERVALS, type BudgetInterval } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import type { BudgetFieldsFragment } from '../../gql/generated';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { hasErrorCode, messageKeyOf } from '../../features/errors/graphql-error-code';
import { messageText } from '../../features/errors/message-text';
import { subscribeShopEvents } from '../../features/events/shop-events';
import { useLocale } from '../../features/locale/locale-context';
import { formatPrice, type PriceFormatConfig } from '../../features/pricing/format-price';
import { useListingContext } from '../../features/shop/use-listing-context';
import { budgetAmountText, parseBudgetAmount } from '../../features/budgets/budget-amount';
import { BUDGETS_QUERY, SET_BUDGET_MUTATION } from '../../features/budgets/budgets.queries';
import '../../features/budgets/budgets.css';

type Budget = BudgetFieldsFragment;

/**
 * /mein-konto/budgets — approvers set the budgets of their customer's contacts (docs/rules/data-model.md Budget,
 * getBudgets, SetBudget; decisions 0061 and 0062): period, value, initial value, consumed, reserved and
 * remaining, the current period and whether it may be exceeded. A change names the version the page
 * shows; changed meanwhile, it is refused, the row is reloaded and the typed values stay in the form.
 * Changes made elsewhere (a colleague, an order) reach the page live.
 */
export function BudgetsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const listing = useListingContext();
  const mandantCode = LOCALES[locale].mandantCode ?? '';
  const title = t('pages.accountBudgets.title');
  useDocumentTitle(title);
  const query = useQuery(BUDGETS_QUERY, {
    variables: { locale, mandantCode },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const { refetch } = query;
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>('');
  const budgets = query.data?.getBudgets;

  useEffect(() => {
    if (!me?.customer) return;
    return subscribeShopEvents(locale, {
      'budget-changed': () => void refetch(),
      onOpen: () => void refetch(),
    });
  }, [me?.customer, locale, refetch]);

  return (
    <section className="budgets" aria-labelledby="budgets-title">
      <h1 id="budgets-title">{title}</h1>
      <p className="budgets__intro">{t('budgets.intro')}</p>
      <p className="budgets__notice" role="status">
        {notice}
      </p>
      <PageStates
        unavailable={!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!query.error && !budgets}
        onRetry={() => void refetch()}
        data={budgets}
        loading={
          <LoadingRegion label={t('budgets.loading')}>
            <Skeleton className="budgets__skeleton" height="3.25rem" />
            <Skeleton className="budgets__skeleton" height="3.25rem" />
            <Skeleton className="budgets__skeleton" height="3.25rem" />
          </LoadingRegion>
        }
        isEmpty={(loaded) => loaded.length === 0}
        empty={<EmptyState>{t('pages.accountBudgets.empty')}</EmptyState>}
      >
        {(budgets) => (
          <ul className="budgets__list" aria-label={title}>
            {budgets.map((budget) => (
              <BudgetRow
                key={budget.contactNumber}
                budget={budget}
                config={listing.priceConfig}
                editing={editing === budget.contactNumber}
                onEdit={() => {
                  setNotice('');
                  setEditing(budget.contactNumber);
                }}
                onDone={(message) => {
                  setEditing(null);
                  setNotice(message);
                }}
                onReload={() => void refetch()}
                mandantCode={mandantCode}
              />
            ))}
          </ul>
        )}
      </PageStates>
    </section>
  );
}

function BudgetRow({
  budget,
  config,
  editing,
  onEdit,
  onDone,
  onReload,
  mandantCode,
}: {
  budget: Budget;
  config: PriceFormatConfig | null;
  editing: boolean;
  onEdit: () => void;
  onDone: (message: string) => void;
  onReload: () => void;
  mandantCode: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formId = useId();
  const money = (value: Budget['value']) =>
    config ? formatPrice(value, config).main : `${(value.centAmount / 100).toFixed(2)} ${value.currency}`;
  const day = (iso: string) =>
    new Intl.DateTimeFormat(LOCALES[locale].intlLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const perOrder = budget.period === 'PER_ORDER';
  return (
    <li
      className={`budgets__budget${budget.remainingValue.centAmount < 0 ? ' budgets__budget--exceeded' : ''}`}
    >
      <div className="budgets__head">
        <span className="budgets__contact">
          {budget.contactName} <span className="budgets__number">{budget.contactNumber}</span>
        </span>
        <span className="budgets__period">
          {budget.period ? t(`budgets.periods.${budget.period}`) : t('budgets.notSet')}
        </span>
        <button
          type="button"
          className="button button--secondary budgets__edit"
          aria-expanded={editing}
          aria-controls={formId}
          onClick={onEdit}
          disabled={editing}
        >
          {budget.initialized ? t('budgets.edit') : t('budgets.setUp')}
        </button>
      </div>
      {budget.initialized && (
        <dl className="budgets__figures">
          <div>
            <dt>{perOrder ? t('budgets.perOrderCap') : t('budgets.value')}</dt>
            <dd>{money(budget.value)}</dd>
          </div>
          {!perOrder && (
            <>
              <div>
                <dt>{t('budgets.initialValue')}</dt>
                <dd>{money(budget.initialValue)}</dd>
              </div>
              <div>
                <dt>{t('budgets.consumed')}</dt>
                <dd>{money(budget.consumedValue)}</dd>
              </div>
              <div>
                <dt>{t('budgets.reserved')}</dt>
                <dd>{money(budget.reservedValue)}</dd>
              </div>
              <div>
                <dt>{t('budgets.remaining')}</dt>
                <dd className="budgets__remaining">{money(budget.remainingValue)}</dd>
              </div>
              <div>
                <dt>{t('budgets.periodRange')}</dt>
                <dd>
                  {budget.budgetPeriodStartDate && budget.budgetPeriodEndDate
                    ? `${day(budget.budgetPeriodStartDate)} – ${day(budget.budgetPeriodEndDate)}`
                    : '–'}
                </dd>
              </div>
            </>
          )}
          <div>
            <dt>{t('budgets.canExceed')}</dt>
            <dd>{budget.canExceedBudget ? t('budgets.yes') : t('budgets.no')}</dd>
          </div>
        </dl>
      )}
      {editing && (
        <BudgetForm
          id={formId}
          budget={budget}
          mandantCode={mandantCode}
          onDone={onDone}
          onReload={onReload}
        />
      )}
    </li>
  );
}

/** The edit form of one contact's budget; typed values stay when the budget changed meanwhile. */
function BudgetForm({
  id,
  budget,
  mandantCode,
  onDone,
  onReload,
}: {
  id: string;
  budget: Budget;
  mandantCode: string;
  onDone: (message: string) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const intlLocale = LOCALES[locale].intlLocale;
  const ids = { period: useId(), value: useId(), initial: useId(), exceed: useId() };
  const [period, setPeriod] = useState<BudgetInterval>((budget.period as BudgetInterval | null) ?? 'MONTHLY');
  const [value, setValue] = useState(
    budget.initialized ? budgetAmountText(budget.value.centAmount, intlLocale) : '',
  );
  const [initial, setInitial] = useState(
    budget.initialized ? budgetAmountText(budget.initialValue.centAmount, intlLocale) : '',
  );
  const [canExceed, setCanExceed] = useState(budget.canExceedBudget);
  const [problem, setProblem] = useState('');
  const [mutate, { loading }] = useMutation(SET_BUDGET_MUTATION);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const valueCents = parseBudgetAmount(value);
    const initialCents = initial.trim() === '' ? valueCents : parseBudgetAmount(initial);
    if (valueCents === null || initialCents === null) {
      setProblem(messageText(t, 'error.invalid-budget-value'));
      return;
    }
    setProblem('');
    try {
      await mutate({
        variables: {
          input: {
            locale,
            mandantCode,
            contactNumber: budget.contactNumber,
            period,
            value: valueCents,
            initialValue: initialCents,
            canExceedBudget: canExceed,
            version: budget.version,
          },
        },
      });
      onReload();
      onDone(t('budgets.saved', { name: budget.contactName }));
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) {
        // The row shows the budget as it is now; the form keeps what was typed, at the new version.
        onReload();
        setProblem(t('budgets.conflict'));
        return;
      }
      setProblem(messageText(t, messageKeyOf(error) ?? 'error.internal'));
    }
  };

  return (
    <form
      id={id}
      className="budgets__form"
      onSubmit={save}
      aria-label={t('budgets.editOf', { name: budget.contactName })}
    >
      <div className="budgets__field">
        <label htmlFor={ids.period}>{t('budgets.period')}</label>
        <select
          id={ids.period}
          value={period}
          onChange={(event) => setPeriod(event.target.value as BudgetInterval)}
        >
          {BUDGET_INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {t(`budgets.periods.${interval}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="budgets__field">
        <label htmlFor={ids.value}>
          {period === 'PER_ORDER' ? t('budgets.perOrderCap') : t('budgets.valueLabel')} (
          {budget.value.currency})
        </label>
        <input
          id={ids.value}
          inputMode="decimal"
          autoComplete="off"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      {period !== 'PER_ORDER' && (
        <div className="budgets__field">
          <label htmlFor={ids.initial}>
            {t('budgets.initialValueLabel')} ({budget.value.currency})
          </label>
          <input
            id={ids.initial}
            inputMode="decimal"
            autoComplete="off"
            value={initial}
            onChange={(event) => setInitial(event.target.value)}
          />
        </div>
      )}
      <div className="budgets__check">
        <input
          id={ids.exceed}
          type="checkbox"
          checked={canExceed}
          onChange={(event) => setCanExceed(event.target.checked)}
        />
        <label htmlFor={ids.exceed}>{t('budgets.canExceedLabel')}</label>
      </div>
      <p className="budgets__problem" role="alert">
        {problem}
      </p>
      <div className="budgets__buttons">
        <button type="submit" className="button button--primary" disabled={loading}>
          {loading ? t('budgets.saving') : t('budgets.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone('')}>
          {t('budgets.cancel')}
        </button>
      </div>
    </form>
  );
}
