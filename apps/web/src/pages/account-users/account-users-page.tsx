import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_SORT_FIELDS, type ContactSortField } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import { useLocale } from '../../features/locale/locale-context';
import { pathTo } from '../../features/navigation/paths';
import { roleLabel } from '../../features/session/role-label';
import { contactName } from '../../features/users/contact-name';
import { RemoveContactDialog } from '../../features/users/remove-contact-dialog';
import { EmptyState, PageStates } from '../../ui/page-states';
import { Pager } from '../../ui/pager';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useAccountUsers, type CompanyContact, type SortDirection } from './use-account-users';
import '../../features/users/users.css';

/**
 * /mein-konto/benutzerverwaltung — administrators manage their company's users (decision 0082): search,
 * sort and page, role names from the web's texts, open invitations marked, remove after a confirmation,
 * invitations sent again; another administrator's change shows live.
 */
export function AccountUsersPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const title = t('pages.accountUsers.title');
  useDocumentTitle(title);
  const users = useAccountUsers();
  const ids = { search: useId(), sort: useId(), direction: useId() };
  const contacts = users.page;

  return (
    <section className="users" aria-labelledby="users-title">
      <div className="users__head">
        <h1 id="users-title">{title}</h1>
        <Link className="button" to={pathTo('account-users-contact-create', locale)}>
          {t('users.newContact')}
        </Link>
      </div>
      <p className="users__intro">{t('users.intro')}</p>
      <form className="users__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="users__filter users__filter--search">
          <label htmlFor={ids.search}>{t('users.search')}</label>
          <input
            id={ids.search}
            type="search"
            value={users.searchText}
            placeholder={t('users.searchHint')}
            maxLength={100}
            onChange={(event) => users.setSearchText(event.target.value)}
          />
        </div>
        <div className="users__filter">
          <label htmlFor={ids.sort}>{t('users.sortLabel')}</label>
          <select
            id={ids.sort}
            value={users.sort}
            onChange={(event) => users.setSort(event.target.value as ContactSortField)}
          >
            {CONTACT_SORT_FIELDS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`users.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="users__filter">
          <label htmlFor={ids.direction}>{t('users.direction')}</label>
          <select
            id={ids.direction}
            value={users.direction}
            onChange={(event) => users.setDirection(event.target.value as SortDirection)}
          >
            <option value="ASC">{t('users.directions.ASC')}</option>
            <option value="DESC">{t('users.directions.DESC')}</option>
          </select>
        </div>
      </form>
      <p className={`users__notice${users.notice?.error ? ' users__notice--error' : ''}`} role="status">
        {users.notice?.text ?? ''}
      </p>
      <PageStates
        unavailable={!users.me?.customer && <EmptyState>{t('cart.noCustomer')}</EmptyState>}
        failed={!!users.query.error && !contacts}
        onRetry={users.reload}
        data={contacts}
        loading={
          <LoadingRegion label={t('users.loading')}>
            <Skeleton className="users__skeleton" height="3.5rem" />
            <Skeleton className="users__skeleton" height="3.5rem" />
            <Skeleton className="users__skeleton" height="3.5rem" />
          </LoadingRegion>
        }
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <EmptyState>
            {users.search ? t('users.emptySearch', { search: users.search }) : t('users.empty')}
          </EmptyState>
        }
      >
        {(loaded) => (
          <>
            <p className="users__count">{t('users.found', { count: loaded.paginationInfo.totalCount })}</p>
            {!loaded.temporaryAssociatesKnown && <p className="users__hint">{t('users.pendingUnknown')}</p>}
            <ul className="users__list" aria-label={t('users.listLabel')}>
              {loaded.items.map((contact) => (
                <ContactRow
                  key={contact.id}
                  contact={contact}
                  busy={users.resendBusy}
                  onRemove={() => users.askRemove(contact)}
                  onResend={() => void users.resendInvitation(contact)}
                />
              ))}
            </ul>
            <Pager page={users.pageNumber} lastPage={loaded.paginationInfo.lastPage} onPage={users.setPage} />
          </>
        )}
      </PageStates>
      {users.removing && (
        <RemoveContactDialog
          name={contactName(users.removing)}
          email={users.removing.loginEmail ?? ''}
          busy={users.removeBusy}
          onCancel={users.cancelRemove}
          onConfirm={() => void users.confirmRemove()}
        />
      )}
    </section>
  );
}

function ContactRow({
  contact,
  busy,
  onRemove,
  onResend,
}: {
  contact: CompanyContact;
  busy: boolean;
  onRemove: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const name = contactName(contact);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(LOCALES[locale].intlLocale, { dateStyle: 'medium' }).format(new Date(iso));
  const expired = contact.invitationExpiresAt ? new Date(contact.invitationExpiresAt) < new Date() : false;
  return (
    <li className="users__contact">
      <div className="users__who">
        <span className="users__name">{name}</span>
        <span className="users__email">{contact.loginEmail}</span>
        <span className="users__meta">
          {t('users.contactNumber')} {contact.contactNumber}
          {contact.createdAt && (
            <>
              {' · '}
              {t('users.createdAt')} {date(contact.createdAt)}
            </>
          )}
        </span>
      </div>
      <div className="users__badges">
        <span className="users__role">{roleLabel(contact.role, t)}</span>
        {contact.isTemporary && (
          <span className={`users__pending${expired ? ' users__pending--expired' : ''}`}>
            {expired
              ? t('users.pendingExpired')
              : contact.invitationExpiresAt
                ? t('users.pendingUntil', { date: date(contact.invitationExpiresAt) })
                : t('users.pending')}
          </span>
        )}
      </div>
      <div className="users__actions">
        <Link
          className="button button--secondary"
          to={pathTo('account-users-contact-edit', locale, { id: contact.id })}
          aria-label={t('users.editOf', { name })}
        >
          {t('users.edit')}
        </Link>
        {contact.isTemporary && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onResend}
            aria-label={t('users.resendOf', { name })}
          >
            {t('users.resend')}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={onRemove}
          aria-label={t('users.removeOf', { name })}
        >
          {t('users.remove')}
        </button>
      </div>
    </li>
  );
}
