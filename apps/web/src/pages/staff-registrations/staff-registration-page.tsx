import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { hasErrorCode } from '../../features/errors/graphql-error-code';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { Breadcrumb } from '../../features/page-shells/breadcrumb';
import { RegistrationDecision } from '../../features/registration-decisions/decision-actions';
import {
  CONFIRM_REGISTRATION_MUTATION,
  DECLINE_REGISTRATION_MUTATION,
  STAFF_REGISTRATION_QUERY,
} from '../../features/registration-decisions/registration-decisions.queries';
import { useMe } from '../../features/session/use-me';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import '../../features/registration-decisions/registrations.css';

/**
 * /mitarbeiter/registrierungen/:id — one new-customer registration with every field; staff confirm it
 * (the customer and its administrator are created, the registrant is mailed) or decline it with a
 * reason (docs/decisions/0095). Decided meanwhile by a colleague, the page reloads and says so.
 */
export function StaffRegistrationPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useParams().id ?? '';
  const me = useMe();
  const staff = me.data?.me?.userType === 'EMPLOYEE';
  const title = t('pages.staffRegistration.title', { id });
  useDocumentTitle(title);
  const query = useQuery(STAFF_REGISTRATION_QUERY, {
    variables: { locale, id },
    fetchPolicy: 'network-only',
    skip: !staff,
  });
  const [confirm, confirming] = useMutation(CONFIRM_REGISTRATION_MUTATION);
  const [decline, declining] = useMutation(DECLINE_REGISTRATION_MUTATION);
  const registration = query.data?.staffRegistration;

  return (
    <div className="container registrations">
      <Breadcrumb name="staff-registration" current={registration?.companyName ?? title} />
      <h1>{registration?.companyName ?? title}</h1>
      <PageStates
        unavailable={
          (!me.loading && !staff && <EmptyState>{t('registrations.staffOnly')}</EmptyState>) ||
          (hasErrorCode(query.error, 'NOT_FOUND') && (
            <EmptyState>{t('error.registration-not-found')}</EmptyState>
          ))
        }
        failed={!!query.error && !registration}
        onRetry={() => void query.refetch()}
        data={registration}
        loading={<Skeleton height="12rem" />}
      >
        {(loaded) => (
          <RegistrationDecision
            registration={loaded}
            confirmLabel={t('registrations.confirm')}
            confirming={confirming.loading}
            declining={declining.loading}
            onConfirm={() => confirm({ variables: { locale, id, version: loaded.version } })}
            onDecline={(reason) => decline({ variables: { locale, id, version: loaded.version, reason } })}
            onRefused={() => void query.refetch()}
          />
        )}
      </PageStates>
      <p>
        <Link to={pathTo('staff-registrations', locale)}>{t('registrations.backToList')}</Link>
      </p>
    </div>
  );
}
