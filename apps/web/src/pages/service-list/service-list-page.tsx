import { useId, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  defaultServiceReportRange,
  serviceCategoryOfParam,
  serviceCategoryParamOf,
  serviceReportRangeProblem,
  type ServiceCategory,
} from '@shop/domain';
import { LOCALES } from '@shop/locales';
import type { ServiceReportQuery } from '../../gql/generated';
import { EmptyState, PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { useListingContext } from '../../features/shop/use-listing-context';
import { messageText } from '../../features/errors/message-text';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import type { PriceFormatConfig } from '../../features/pricing/format-price';
import { Price } from '../../features/pricing/price';
import { SERVICE_REPORT_QUERY } from '../../features/service-list/service-list.queries';
import './service-list-page.css';

type Category = ServiceReportQuery['serviceReportCategories'][number];
type Service = Category['services'][number];
interface Range {
  fromDate: string;
  untilDate: string;
}

/** The range of the address (`?from=…&until=…`), the current year when it names none. */
function rangeOf(params: URLSearchParams, today: Date): Range {
  const fallback = defaultServiceReportRange(today);
  return {
    fromDate: params.get('from') ?? fallback.fromDate,
    untilDate: params.get('until') ?? fallback.untilDate,
  };
}

/** `?from=…&until=…` of a range, so a category's page and the way back keep it. */
function searchOf(range: Range): string {
  return `?from=${range.fromDate}&until=${range.untilDate}`;
}

/**
 * /mein-konto/serviceleistungen and …/:category — the services the provider performed for the
 * customer (docs/rules/calls.md serviceReportCategories, decision 0064): a range of days (the current year
 * first), the categories with their totals, and a category's services with each visit.
 */
export function ServiceListPage({ byCategory = false }: { byCategory?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const listing = useListingContext();
  const { category: param = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params, new Date());
  const category: ServiceCategory | null = byCategory ? serviceCategoryOfParam(param) : null;
  const ids = { from: useId(), until: useId() };
  const [draft, setDraft] = useState<Range>(range);
  const [formError, setFormError] = useState<string | null>(null);
  const rangeProblem = serviceReportRangeProblem(range.fromDate, range.untilDate);
  const categoryName = category ? t(`serviceList.categories.${category}`) : param;
  const title = byCategory
    ? t('pages.accountServiceListCategory.title', { category: categoryName })
    : t('pages.accountServiceList.title');
  useDocumentTitle(title);
  const query = useQuery(SERVICE_REPORT_QUERY, {
    variables: { locale, ...range },
    fetchPolicy: 'network-only',
    skip: !me?.customer || rangeProblem !== null || (byCategory && !category),
  });
  const categories = query.data?.serviceReportCategories;
  const shown = category ? categories?.filter((entry) => entry.type === category) : categories;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = serviceReportRangeProblem(draft.fromDate || undefined, draft.untilDate || undefined);
    setFormError(problem ? messageText(t, problem) : null);
    if (!problem) setParams({ from: draft.fromDate, until: draft.untilDate });
  };
  const field = (name: keyof Range) => ({
    value: draft[name],
    required: true,
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  return (
    <section className="service-list" aria-labelledby="service-list-title">
      <h1 id="service-list-title">{title}</h1>
      {byCategory && (
        <p className="service-list__back">
          <Link to={`${pathTo('account-service-list', locale)}${searchOf(range)}`}>
            {t('serviceList.allCategories')}
          </Link>
        </p>
      )}
      <form className="service-list__filters" onSubmit={apply} aria-label={t('serviceList.range')}>
        <div className="service-list__field">
          <label htmlFor={ids.from}>{t('serviceList.fromDate')}</label>
          <input id={ids.from} type="date" {...field('fromDate')} />
        </div>
        <div className="service-list__field">
          <label htmlFor={ids.until}>{t('serviceList.untilDate')}</label>
          <input id={ids.until} type="date" {...field('untilDate')} />
        </div>
        <button type="submit" className="button button--primary">
          {t('serviceList.apply')}
        </button>
        <p className="service-list__form-error" role="alert">
          {formError ?? (rangeProblem ? messageText(t, rangeProblem) : '')}
        </p>
      </form>

      <PageStates
        unavailable={
          !me?.customer ? (
            <EmptyState>{t('cart.noCustomer')}</EmptyState>
          ) : byCategory && !category ? (
            <EmptyState>{t('serviceList.unknownCategory')}</EmptyState>
          ) : (
            // A range the form refused: its error is shown in the form, nothing is loaded.
            !!rangeProblem && <></>
          )
        }
        failed={!!query.error && !categories}
        onRetry={() => void query.refetch()}
        data={shown}
        loading={
          <LoadingRegion label={t('serviceList.loading')}>
            <Skeleton className="service-list__skeleton" height="2.75rem" />
            <Skeleton className="service-list__skeleton" height="2.75rem" />
            <Skeleton className="service-list__skeleton" height="2.75rem" />
          </LoadingRegion>
        }
        isEmpty={(loaded) => loaded.length === 0}
        empty={<EmptyState>{t(category ? 'serviceList.noneInCategory' : 'serviceList.none')}</EmptyState>}
      >
        {(shown) =>
          category ? (
            <CategoryServices category={shown[0]} priceConfig={listing.priceConfig} />
          ) : (
            <CategoriesOverview categories={shown} range={range} priceConfig={listing.priceConfig} />
          )
        }
      </PageStates>
    </section>
  );
}

function CategoriesOverview({
  categories,
  range,
  priceConfig,
}: {
  categories: Category[];
  range: Range;
  priceConfig: PriceFormatConfig | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const count = categories.reduce((sum, category) => sum + category.categoryServiceCount, 0);
  const value = categories.reduce((sum, category) => sum + category.categoryServiceValue.centAmount, 0);
  const currency = categories[0].categoryServiceValue.currency;
  return (
    <table className="service-list__table">
      <caption className="visually-hidden">{t('serviceList.overview')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('serviceList.category')}</th>
          <th scope="col" className="service-list__numeric">
            {t('serviceList.count')}
          </th>
          <th scope="col" className="service-list__numeric">
            {t('serviceList.value')}
          </th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category) => (
          <tr key={category.type}>
            <th scope="row">
              <Link
                to={`${pathTo('account-service-list-category', locale, {
                  category: serviceCategoryParamOf(category.type as ServiceCategory),
                })}${searchOf(range)}`}
              >
                {t(`serviceList.categories.${category.type}`, { defaultValue: category.type })}
              </Link>
            </th>
            <td className="service-list__numeric">{category.categoryServiceCount}</td>
            <td className="service-list__numeric">
              {priceConfig && <Price money={category.categoryServiceValue} config={priceConfig} />}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('serviceList.total')}</th>
          <td className="service-list__numeric">{count}</td>
          <td className="service-list__numeric">
            {priceConfig && <Price money={{ centAmount: value, currency }} config={priceConfig} />}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function CategoryServices({
  category,
  priceConfig,
}: {
  category: Category;
  priceConfig: PriceFormatConfig | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="service-list__summary">
        {t('serviceList.categorySummary', { count: category.categoryServiceCount })}{' '}
        {priceConfig && <Price money={category.categoryServiceValue} config={priceConfig} />}
      </div>
      <ul className="service-list__services">
        {category.services.map((service) => (
          <ServiceEntries key={service.code} service={service} priceConfig={priceConfig} />
        ))}
      </ul>
    </>
  );
}

function ServiceEntries({
  service,
  priceConfig,
}: {
  service: Service;
  priceConfig: PriceFormatConfig | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const headingId = useId();
  const days = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <li className="service-list__service" aria-labelledby={headingId}>
      <div className="service-list__service-head">
        <h2 id={headingId}>{service.name}</h2>
        <span className="service-list__code">{service.code}</span>
        <span>{t('serviceList.times', { count: service.serviceCount })}</span>
        <span className="service-list__service-value">
          {priceConfig && <Price money={service.serviceValue} config={priceConfig} />}
        </span>
      </div>
      <table className="service-list__table">
        <caption className="visually-hidden">{t('serviceList.entriesOf', { service: service.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('serviceList.date')}</th>
            <th scope="col">{t('serviceList.attachmentNumber')}</th>
            <th scope="col" className="service-list__numeric">
              {t('serviceList.time')}
            </th>
            <th scope="col" className="service-list__numeric">
              {t('serviceList.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {service.entries.map((entry) => (
            <tr key={entry.attachmentNumber}>
              <td>
                <time dateTime={entry.date}>{days.format(new Date(`${entry.date}T00:00:00Z`))}</time>
              </td>
              <td>{entry.attachmentNumber}</td>
              <td className="service-list__numeric">{hoursOf(entry.time)}</td>
              <td className="service-list__numeric">
                {priceConfig && <Price money={entry.value} config={priceConfig} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/** Working time as hours and minutes, 90 → 1:30. */
function hoursOf(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
