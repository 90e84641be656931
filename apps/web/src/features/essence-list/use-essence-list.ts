import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ESSENCE_LIST_DEFAULT_LIMIT } from '@shop/domain';
import { useLocale } from '../locale/locale-context';
import { useMe } from '../session/use-me';
import { ESSENCE_LIST_QUERY } from './essence-list.queries';

/** The essence list page's state: the page, the applied search, the query (decision 0101). */
export function useEssenceList() {
  const { locale } = useLocale();
  const me = useMe().data?.me;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useQuery(ESSENCE_LIST_QUERY, {
    variables: {
      locale,
      page,
      limit: ESSENCE_LIST_DEFAULT_LIMIT,
      filters: search ? { search } : null,
    },
    fetchPolicy: 'network-only',
    skip: !me?.customer,
  });
  return {
    hasCustomer: Boolean(me?.customer),
    data: query.data?.essenceList,
    query,
    search,
    applySearch: (text: string) => {
      setSearch(text.trim());
      setPage(1);
    },
    setPage,
  };
}
