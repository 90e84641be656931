import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_SORT_FIELDS, CONTACTS_PAGE_SIZE, type ContactSortField } from '@shop/domain';
import { LOCALES } from '@shop/locales';
import type { CompanyContactFieldsFragment } from '../../gql/generated';
import { messageKeyOf } from '../../features/errors/graphql-error-code';
import { messageText } from '../../features/errors/message-text';
import { subscribeShopEvents } from '../../features/events/shop-events';
import { useLocale } from '../../features/locale/locale-context';
import { useMe } from '../../features/session/use-me';
import { contactName } from '../../features/users/contact-name';
import {
  COMPANY_CONTACTS_QUERY,
  REMOVE_PERSON_MUTATION,
  RESEND_INVITATION_MUTATION,
} from '../../features/users/users.queries';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export type CompanyContact = CompanyContactFieldsFragment;
export type SortDirection = 'ASC' | 'DESC';

const isSort = (value: string | null): value is ContactSortField =>
  (CONTACT_SORT_FIELDS as readonly string[]).includes(value ?? '');

/**
 * The user administration's list (decision 0082): search, sort and page in the address (so a reload or
 * a shared link shows the same), live over contacts-changed, remove after a confirmation and send an
 * invitation again, each with a message for screen readers.
 */
export function useAccountUsers() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const mandantCode = LOCALES[locale].mandantCode ?? '';
  const [params, setParams] = useSearchParams();
  const sort: ContactSortField = isSort(params.get('sort'))
    ? (params.get('sort') as ContactSortField)
    : 'name';
  const direction: SortDirection = params.get('direction') === 'DESC' ? 'DESC' : 'ASC';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim(), 300, 1000);

  const update = useCallback(
    (next: Record<string, string | null>) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === null || value === '') copy.delete(key);
            else copy.set(key, value);
          }
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    if (search !== (params.get('q') ?? '')) update({ q: search, page: null });
  }, [search, params, update]);

  const query = useQuery(COMPANY_CONTACTS_QUERY, {
    variables: { locale, mandantCode, search, sort, direction, page, limit: CONTACTS_PAGE_SIZE },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  useEffect(() => {
    if (!me?.customer) return;
    return subscribeShopEvents(locale, { 'contacts-changed': reload, onOpen: reload });
  }, [me?.customer, locale, reload]);

  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [removing, setRemoving] = useState<CompanyContact | null>(null);
  const [removeContact, removal] = useMutation(REMOVE_PERSON_MUTATION);
  const [resend, resending] = useMutation(RESEND_INVITATION_MUTATION);
  const failed = (error: unknown) =>
    setNotice({ text: messageText(t, messageKeyOf(error) ?? 'error.internal'), error: true });

  const confirmRemove = async () => {
    if (!removing) return;
    const contact = removing;
    try {
      await removeContact({
        variables: { input: { locale, mandantCode, id: contact.id, version: contact.version ?? 0 } },
      });
      setNotice({ text: t('users.removed', { name: contactName(contact) }), error: false });
    } catch (error) {
      failed(error);
    } finally {
      setRemoving(null);
      reload();
    }
  };

  const resendInvitation = async (contact: CompanyContact) => {
    try {
      await resend({
        variables: { input: { locale, mandantCode, contactId: contact.id, invitationLocale: null } },
      });
      setNotice({ text: t('users.resent', { email: contact.loginEmail }), error: false });
    } catch (error) {
      failed(error);
    }
    reload();
  };

  return {
    me,
    query,
    page: query.data?.companyContacts,
    reload,
    searchText,
    search,
    setSearchText,
    sort,
    direction,
    pageNumber: page,
    setSort: (value: ContactSortField) => update({ sort: value === 'name' ? null : value, page: null }),
    setDirection: (value: SortDirection) => update({ direction: value === 'ASC' ? null : value, page: null }),
    setPage: (value: number) => update({ page: value === 1 ? null : String(value) }),
    notice,
    removing,
    askRemove: (contact: CompanyContact) => {
      setNotice(null);
      setRemoving(contact);
    },
    cancelRemove: () => setRemoving(null),
    confirmRemove,
    removeBusy: removal.loading,
    resendInvitation,
    resendBusy: resending.loading,
  };
}
