import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SALES_CONTACT_ROLES } from '@shop/domain';
import type { CompanyDataQuery, SalesContactsQuery } from '../../gql/generated';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMe } from '../../features/session/use-me';
import { useLocale } from '../../features/locale/locale-context';
import { COMPANY_DATA_QUERY } from '../../features/company/company.queries';
import { ActivityBlock } from '../../features/company/activity-block';
import { ApiClientsSection } from '../../features/api-clients/api-clients-section';
import { SALES_CONTACTS_QUERY } from '../../features/sales/sales.queries';
import { ContactCard } from '../../features/sales/contact-card';
import '../../features/company/company.css';

type Company = NonNullable<NonNullable<CompanyDataQuery['me']>['customer']>;
type Codes = CompanyDataQuery['shopConfig']['customerGroups'];

/** The name the shop configuration gives a code, or the code when it has none. */
const nameOf = (codes: Codes, code: string | null | undefined) =>
  codes.find((entry) => entry.code === code)?.name ?? code;

/**
 * /mein-konto/firmendaten — the full session customer (decision 0087): company, addresses, bill-to,
 * bank account, the supplier's contacts, and the company's activity. Master data of the ERP: read-only
 * here; a change goes through the service contact.
 */
export function CompanyDataPage() {
  const { t } = useTranslation();
  const me = useMe().data?.me;
  const title = t('pages.accountCompanyData.title');
  useDocumentTitle(title);
  const { locale } = useLocale();
  const query = useQuery<CompanyDataQuery>(COMPANY_DATA_QUERY, {
    variables: { locale },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const company = query.data?.me?.customer ?? undefined;
  const config = query.data?.shopConfig;
  return (
    <section className="company" aria-labelledby="company-title">
      <h1 id="company-title">{title}</h1>
      <p className="company__intro">{t('company.readOnly')}</p>
      <PageStates
        unavailable={!me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!query.error && !company}
        onRetry={() => void query.refetch()}
        data={company}
        loading={<Skeleton height="12rem" />}
      >
        {(loaded) => <CompanySections company={loaded} config={config!} />}
      </PageStates>
      <SupplierContacts enabled={!!me?.customer} />
      {me?.customer && <ApiClientsSection />}
      {me?.customer && <ActivityBlock />}
    </section>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '–'}</dd>
    </>
  );
}

function CompanySections({ company, config }: { company: Company; config: CompanyDataQuery['shopConfig'] }) {
  const { t, i18n } = useTranslation();
  const languages = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const yes = (value: boolean) => (value ? t('company.yes') : t('company.no'));
  const address = company.address;
  return (
    <div className="company__grid">
      <section className="company__section" aria-labelledby="company-company">
        <h2 id="company-company">{t('company.sections.company')}</h2>
        <dl className="company__fields">
          <Field label={t('company.fields.customerNo')} value={company.customerNo} />
          <Field
            label={t('company.fields.name')}
            value={[company.name, company.name2, company.name3].filter(Boolean).join(', ')}
          />
          <Field label={t('company.fields.email')} value={company.email} />
          <Field label={t('company.fields.phone')} value={company.phoneNo} />
          <Field
            label={t('company.fields.customerGroup')}
            value={nameOf(config.customerGroups, company.customerGroupCode)}
          />
          <Field
            label={t('company.fields.language')}
            value={languages.of(company.languageCode) ?? company.languageCode}
          />
          <Field label={t('company.fields.currency')} value={company.currencyCode} />
          <Field
            label={t('company.fields.shippingAgent')}
            value={nameOf(config.shippingAgents, company.shippingAgentCode)}
          />
          <Field label={t('company.fields.responsibilityCenter')} value={company.responsibilityCenterCode} />
          <Field label={t('company.fields.chain')} value={yes(company.isChain)} />
          <Field label={t('company.fields.chainGroup')} value={yes(company.isChainGroup)} />
          <Field label={t('company.fields.billtoCustomer')} value={yes(company.isBilltoCustomer)} />
          <Field label={t('company.fields.essenceListOnly')} value={yes(company.onlyItemsFromEssenceList)} />
          <Field label={t('company.fields.minQtyCharge')} value={yes(!company.exclFromMinQtyCharge)} />
        </dl>
      </section>
      <section className="company__section" aria-labelledby="company-address">
        <h2 id="company-address">{t('company.sections.address')}</h2>
        <address className="company__address">
          {[company.name, company.name2, company.name3, address.street, address.address2]
            .filter(Boolean)
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
          <span>{`${address.countryCode}-${address.postCode} ${address.city}`}</span>
        </address>
      </section>
      <section className="company__section" aria-labelledby="company-billto">
        <h2 id="company-billto">{t('company.sections.billTo')}</h2>
        {company.billTo ? (
          <address className="company__address">
            <span>{t('company.fields.billtoNo', { number: company.billTo.billtoNo })}</span>
            {[company.billTo.name1, company.billTo.name2, company.billTo.name3, company.billTo.address.street]
              .filter(Boolean)
              .map((line) => (
                <span key={line}>{line}</span>
              ))}
            <span>{`${company.billTo.address.countryCode}-${company.billTo.address.postCode} ${company.billTo.address.city}`}</span>
          </address>
        ) : (
          <p>{t('company.billToSelf')}</p>
        )}
      </section>
      <section className="company__section" aria-labelledby="company-bank">
        <h2 id="company-bank">{t('company.sections.bank')}</h2>
        <dl className="company__fields">
          <Field label="IBAN" value={company.bankAccount.iban?.replace(/(.{4})/g, '$1 ').trim()} />
          <Field label="BIC" value={company.bankAccount.bic} />
        </dl>
      </section>
    </div>
  );
}

function SupplierContacts({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const query = useQuery<SalesContactsQuery>(SALES_CONTACTS_QUERY, {
    fetchPolicy: 'network-only',
    skip: !enabled,
  });
  const contacts = query.data?.me?.customer?.salesContacts;
  if (!contacts) return null;
  const assigned = SALES_CONTACT_ROLES.filter((role) => contacts[role]);
  return (
    <section className="company__section" aria-labelledby="company-contacts">
      <h2 id="company-contacts">{t('company.sections.contacts')}</h2>
      {assigned.length === 0 ? (
        <p>{t('sales.none')}</p>
      ) : (
        <ul className="sales__cards">
          {assigned.map((role) => (
            <ContactCard key={role} role={role} contact={contacts[role]!} />
          ))}
        </ul>
      )}
    </section>
  );
}
