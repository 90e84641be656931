import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shop/locales';
import type { RegistrationReviewFieldsFragment } from '../../gql/generated';
import { useLocale } from '../locale/locale-context';
import { REGISTRATION_CONFIG_QUERY } from './registration-decisions.queries';

/** A registration's date and time in the shop locale's format. */
export function useRegistrationTime(): (iso: string) => string {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(LOCALES[locale].intlLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => format.format(new Date(iso));
}

/**
 * Everything a registration sends (docs/rules/data-model.md, the customer registration payload): the
 * company, its dynamic fields, the contact and the comments, as a definition list per part.
 */
export function RegistrationDetails({ registration }: { registration: RegistrationReviewFieldsFragment }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const time = useRegistrationTime();
  const config = useQuery(REGISTRATION_CONFIG_QUERY, { variables: { locale } }).data?.shopConfig;
  const nameOf = (list: { code: string; name: string }[] | undefined, code: string) =>
    list?.find((entry) => entry.code === code)?.name ?? code;
  const countryName = (code: string) =>
    new Intl.DisplayNames([LOCALES[locale].intlLocale], { type: 'region' }).of(code) ?? code;
  const { contact } = registration;
  const rows = (entries: [string, string | null | undefined][]) =>
    entries
      .filter((entry): entry is [string, string] => !!entry[1])
      .map(([label, value]) => (
        <div key={label} className="registration__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ));
  return (
    <div className="registration__details">
      <section aria-labelledby={`company-${registration.id}`}>
        <h2 id={`company-${registration.id}`}>{t('registrations.company')}</h2>
        <dl>
          {rows([
            [t('registrations.companyName'), registration.companyName],
            [t('registrations.street'), registration.address1],
            [t('registrations.postCodeCity'), `${registration.postCode} ${registration.city}`],
            [t('registrations.country'), countryName(registration.countryCode)],
            [t('registrations.phone'), registration.phone],
            [t('registrations.email'), registration.email],
            [t('registrations.group'), nameOf(config?.customerGroups, registration.customerGroupCode)],
            [t('registrations.customerNumber'), registration.customerNumber],
            [t('registrations.createdAt'), time(registration.createdAt)],
            [t('registrations.locale'), registration.locale],
          ])}
          {registration.dynamicFields.map((field) => (
            <div key={field.name} className="registration__row">
              <dt>{field.name}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={`contact-${registration.id}`}>
        <h2 id={`contact-${registration.id}`}>{t('registrations.contact')}</h2>
        <dl>
          {rows([
            [t('registrations.salutation'), nameOf(config?.salutations, contact.salutation)],
            [t('registrations.name'), `${contact.firstName} ${contact.lastName}`],
            [t('registrations.loginEmail'), contact.loginEmail],
            [t('registrations.personalEmail'), contact.email],
            [t('registrations.phone'), contact.phone],
            [
              t('registrations.position'),
              nameOf(config?.organizationalLevels, contact.organizationalLevelCode),
            ],
            [t('registrations.role'), t(`roles.${contact.webRole}`, { defaultValue: contact.webRole })],
          ])}
        </dl>
      </section>
      {registration.comments.length > 0 && (
        <section aria-labelledby={`comments-${registration.id}`}>
          <h2 id={`comments-${registration.id}`}>{t('registrations.comments')}</h2>
          {registration.comments.map((comment, index) => (
            <p key={index} className="registration__comment">
              {comment}
            </p>
          ))}
        </section>
      )}
    </div>
  );
}

/** The decided state of a registration: confirmed, or declined with the reason. */
export function RegistrationOutcome({ registration }: { registration: RegistrationReviewFieldsFragment }) {
  const { t } = useTranslation();
  const time = useRegistrationTime();
  if (registration.status === 'pending') return null;
  return (
    <p className={`registration__outcome registration__outcome--${registration.status}`} role="status">
      {registration.status === 'confirmed'
        ? t('registrations.confirmedAt', { at: registration.decidedAt ? time(registration.decidedAt) : '' })
        : t('registrations.declinedAt', {
            at: registration.decidedAt ? time(registration.decidedAt) : '',
            reason: registration.declineReason ?? '',
          })}
    </p>
  );
}
