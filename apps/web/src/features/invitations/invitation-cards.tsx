import { useTranslation } from 'react-i18next';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { messageText } from '../errors/message-text';
import { roleLabel } from '../session/role-label';
import { authLoginUrl } from '../auth/auth-urls';
import { accountHomePath, homePath } from '../navigation/paths';
import type { InvitationQuery } from '../../gql/generated';
import './invitation-cards.css';

type Invitation = InvitationQuery['invitation'];

interface ValidProps {
  locale: LocaleCode;
  invitation: Invitation;
  onAccept: () => void;
  busy: boolean;
  /** A translated problem of the last try (the IdP unreachable), or null. */
  problemKey: string | null;
}

/** A VALID invitation: who invites whom, with which role and login, and the one button. */
export function ValidInvitationCard({ locale, invitation, onAccept, busy, problemKey }: ValidProps) {
  const { t } = useTranslation();
  const validUntil = invitation.expiresAt
    ? new Intl.DateTimeFormat(LOCALES[locale].intlLocale, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(invitation.expiresAt),
      )
    : null;
  return (
    <div className="invitation-card">
      <h1 className="invitation-card__title">{t('pages.invitation.title')}</h1>
      <p className="invitation-card__lead">
        {t('invitations.lead', { name: invitation.firstName ?? '', company: invitation.companyName ?? '' })}
      </p>
      <dl className="invitation-card__facts">
        <dt>{t('invitations.company')}</dt>
        <dd>{invitation.companyName}</dd>
        <dt>{t('invitations.role')}</dt>
        <dd>{invitation.role ? roleLabel(invitation.role, t) : null}</dd>
        <dt>{t('invitations.login')}</dt>
        <dd className="invitation-card__email">{invitation.loginEmail}</dd>
        {validUntil && (
          <>
            <dt>{t('invitations.validUntil')}</dt>
            <dd>{validUntil}</dd>
          </>
        )}
      </dl>
      <p className="invitation-card__text">{t('invitations.next')}</p>
      {problemKey && (
        <p className="invitation-card__problem" role="alert">
          {messageText(t, problemKey)}
        </p>
      )}
      <button
        type="button"
        className="button button--primary invitation-card__action"
        onClick={onAccept}
        disabled={busy}
        aria-busy={busy}
      >
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? t('invitations.busy') : t('invitations.setUp')}
      </button>
    </div>
  );
}

const ENDED = {
  USED: ['invitations.usedTitle', 'invitations.usedText'],
  EXPIRED: ['invitations.expiredTitle', 'invitations.expiredText'],
  NOT_FOUND: ['invitations.notFoundTitle', 'invitations.notFoundText'],
} as const;

/** A link that no longer works: what happened and what to do, never an error trace. */
export function EndedInvitationCard({ locale, state }: { locale: LocaleCode; state: keyof typeof ENDED }) {
  const { t } = useTranslation();
  const [title, text] = ENDED[state];
  return (
    <div className="invitation-card">
      <h1 className="invitation-card__title">{t(title)}</h1>
      <p className="invitation-card__text">{t(text)}</p>
      <div className="invitation-card__actions">
        {state === 'USED' && (
          <a className="button button--primary" href={authLoginUrl(locale, accountHomePath(locale))}>
            {t('invitations.signIn')}
          </a>
        )}
        <a
          className={`button ${state === 'USED' ? 'button--secondary' : 'button--primary'}`}
          href={homePath(locale)}
        >
          {t('invitations.toHome')}
        </a>
      </div>
    </div>
  );
}
