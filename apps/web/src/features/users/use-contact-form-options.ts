import { useQuery } from '@apollo/client/react';
import { useLocale } from '../locale/locale-context';
import { CONTACT_FORM_OPTIONS_QUERY } from './users.queries';

/** The tenant's roles, salutations and organizational levels for the contact form, in the locale's language. */
export function useContactFormOptions() {
  const { locale } = useLocale();
  return useQuery(CONTACT_FORM_OPTIONS_QUERY, { variables: { locale } });
}
