import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIST_DEFAULT_LIMIT, type PlanOrderField } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import { Pager } from '../../ui/pager';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { useLocale } from '../../features/locale/locale-context';
import { CUSTOMER_PLANS_QUERY } from '../../features/display-plans/display-plans.queries';
import { PlanPrint } from '../../features/display-plans/plan-print';
import './display-plans-page.css';

/** The orders the list offers: by date or name, each way. */
const ORDERS = [
  { value: 'DATE-DESC', field: 'DATE', direction: 'DESC' },
  { value: 'DATE-ASC', field: 'DATE', direction: 'ASC' },
  { value: 'NAME-ASC', field: 'NAME', direction: 'ASC' },
  { value: 'NAME-DESC', field: 'NAME', direction: 'DESC' },
] as const satisfies readonly { value: string; field: PlanOrderField; direction: 'ASC' | 'DESC' }[];
type Order = (typeof ORDERS)[number];

/**
 * /mein-konto/aushangplaene — the customer's display plans (docs/rules/calls.md customerPlans, decision 0065):
 * paged, by date or name, each with its type and the language it prints in. Printing goes through
 * the document worker: a print format per plan, and the PDF (decision 0057).
 */
export function DisplayPlansPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const orderId = useId();
  const [order, setOrder] = useState<Order>(ORDERS[0]);
  const [page, setPage] = useState(1);
  const title = t('pages.accountDisplayPlans.title');
  useDocumentTitle(title);
  const query = useQuery(CUSTOMER_PLANS_QUERY, {
    variables: {
      locale,
      page,
      limit: PLAN_LIST_DEFAULT_LIMIT,
      orderField: order.field,
      orderDirection: order.direction,
    },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const data = query.data?.customerPlans;
  const days = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <section className="plans" aria-labelledby="plans-title">
      <h1 id="plans-title">{title}</h1>
      <p className="plans__intro">{t('plans.intro')}</p>
      <div className="plans__toolbar">
        <label htmlFor={orderId}>{t('plans.sortLabel')}</label>
        <select
          id={orderId}
          value={order.value}
          onChange={(event) => {
            setOrder(ORDERS.find((candidate) => candidate.value === event.target.value) ?? ORDERS[0]);
            setPage(1);
          }}
        >
          {ORDERS.map((candidate) => (
            <option key={candidate.value} value={candidate.value}>
              {t(`plans.orders.${candidate.value}`)}
            </option>
          ))}
        </select>
      </div>

      <PageStates
        unavailable={!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!query.error && !data}
        onRetry={() => void query.refetch()}
        data={data}
        loading={
          <LoadingRegion label={t('plans.loading')}>
            <Skeleton className="plans__skeleton" height="3rem" />
            <Skeleton className="plans__skeleton" height="3rem" />
            <Skeleton className="plans__skeleton" height="3rem" />
          </LoadingRegion>
        }
        isEmpty={(loaded) => loaded.collection.length === 0}
        empty={<EmptyState>{t('plans.none')}</EmptyState>}
      >
        {(data) => (
          <>
            <p className="plans__count">{t('plans.count', { count: data.paginationInfo.totalCount })}</p>
            <div className="plans__scroll">
              <table className="plans__table">
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('plans.name')}</th>
                    <th scope="col">{t('plans.date')}</th>
                    <th scope="col">{t('plans.type')}</th>
                    <th scope="col">{t('plans.language')}</th>
                    <th scope="col">{t('plans.print')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.collection.map((plan) => (
                    <tr key={plan.id}>
                      <th scope="row">{plan.name}</th>
                      <td>
                        <time dateTime={plan.date}>{days.format(new Date(`${plan.date}T00:00:00Z`))}</time>
                      </td>
                      <td>{plan.type.name}</td>
                      <td lang={plan.language.id}>{plan.language.name}</td>
                      <td>
                        <PlanPrint planId={plan.id} planName={plan.name} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} lastPage={data.paginationInfo.lastPage} onPage={setPage} />
          </>
        )}
      </PageStates>
    </section>
  );
}
