import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { hasErrorCode } from '../../features/errors/graphql-error-code';
import { subscribeShopEvents } from '../../features/events/shop-events';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { RegistrationDecision } from '../../features/registration-decisions/decision-actions';
import {
  CREATE_CONTACT_WITH_TOKEN_MUTATION,
  DECLINE_WITH_TOKEN_MUTATION,
  READ_TOKEN_QUERY,
  REGISTRATION_CONFIG_QUERY,
} from '../../features/registration-decisions/registration-decisions.queries';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import '../../features/registration-decisions/registrations.css';

/**
 * …/benutzerverwaltung/kontakt/freigabe/:token/:customer — the link mailed to a customer's
 * administrators when someone asks for access to it (docs/decisions/0095): the request, a role from
 * the configured web roles (default: the one asked for), confirm or decline with a reason. A used
 * link shows its outcome; a forged one, or one of another customer, a clear page.
 */
export function ContactApprovalPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { token = '', customer = '' } = useParams();
  const title = t('pages.accountUsersContactApproval.title');
  useDocumentTitle(title);
  const roleId = useId();
  const query = useQuery(READ_TOKEN_QUERY, {
    variables: { locale, token, customer },
    fetchPolicy: 'network-only',
  });
  const config = useQuery(REGISTRATION_CONFIG_QUERY, { variables: { locale } });
  const [approve, approving] = useMutation(CREATE_CONTACT_WITH_TOKEN_MUTATION);
  const [decline, declining] = useMutation(DECLINE_WITH_TOKEN_MUTATION);
  const [role, setRole] = useState<string | null>(null);
  const request = query.data?.readTokenCustomObject;
  const invalid = hasErrorCode(query.error, 'NOT_FOUND') || hasErrorCode(query.error, 'BAD_USER_INPUT');
  const { refetch } = query;

  useEffect(
    () => subscribeShopEvents(locale, { 'registration-decided': () => void refetch() }),
    [locale, refetch],
  );

  return (
    <section className="registrations registrations--account" aria-labelledby="approval-title">
      <h1 id="approval-title">{title}</h1>
      <PageStates
        unavailable={
          invalid && (
            <div className="registration__invalid">
              <EmptyState>{t('registrations.invalidLink')}</EmptyState>
              <Link to={pathTo('account-users', locale)}>{t('registrations.toUsers')}</Link>
            </div>
          )
        }
        failed={!!query.error && !request}
        onRetry={() => void refetch()}
        data={request}
        loading={<Skeleton height="12rem" />}
      >
        {(loaded) => {
          const chosen = role ?? loaded.contact.webRole;
          const link = { locale, token, customer, version: loaded.version };
          return (
            <>
              <p className="registrations__intro">{t('registrations.approvalIntro', { customer })}</p>
              <RegistrationDecision
                registration={loaded}
                confirmLabel={t('registrations.confirmContact')}
                confirming={approving.loading}
                declining={declining.loading}
                onConfirm={() => approve({ variables: { ...link, webRole: chosen } })}
                onDecline={(reason) => decline({ variables: { ...link, reason } })}
                onRefused={() => void refetch()}
                extra={
                  <div className="registration__field">
                    <label htmlFor={roleId}>{t('registrations.role')}</label>
                    <select id={roleId} value={chosen} onChange={(event) => setRole(event.target.value)}>
                      {(config.data?.shopConfig.webRoles ?? [{ code: loaded.contact.webRole }]).map(
                        (option) => (
                          <option key={option.code} value={option.code}>
                            {t(`roles.${option.code}`, { defaultValue: option.code })}
                          </option>
                        ),
                      )}
                    </select>
                  </div>
                }
              />
            </>
          );
        }}
      </PageStates>
    </section>
  );
}
