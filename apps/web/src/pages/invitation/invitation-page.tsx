import { useTranslation } from 'react-i18next';
import { PageStates } from '../../ui/page-states';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { EndedInvitationCard, ValidInvitationCard } from '../../features/invitations/invitation-cards';
import { useInvitation } from './use-invitation';
import './invitation-page.css';

/**
 * /invitation?token=… — the page an invitation mail links to (decisions 0085 and 0086): a VALID
 * invitation with its company, role and login and the button that sets up the login; a used,
 * expired or unknown link with what to do instead.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.invitation.title'));
  const { locale, invitation, failed, retry, accept, busy, problemKey } = useInvitation();
  return (
    <div className="container invitation-page">
      <PageStates
        failed={failed}
        onRetry={retry}
        errorClassName="invitation-page__error"
        data={invitation}
        loading={
          <LoadingRegion label={t('invitations.loading')} className="invitation-page__loading">
            <Skeleton height="2.5rem" width="60%" />
            <Skeleton height="9rem" className="skeleton--spaced" />
            <Skeleton height="2.75rem" className="skeleton--spaced" />
          </LoadingRegion>
        }
      >
        {(loaded) =>
          loaded.state === 'VALID' ? (
            <ValidInvitationCard
              locale={locale}
              invitation={loaded}
              onAccept={() => void accept()}
              busy={busy}
              problemKey={problemKey}
            />
          ) : (
            <EndedInvitationCard locale={locale} state={loaded.state} />
          )
        }
      </PageStates>
    </div>
  );
}
