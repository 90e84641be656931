import { useQuery } from '@apollo/client/react';
import { ME_QUERY } from './me.queries';

/** The signed-in user; `me` is null for guests. */
export function useMe() {
  return useQuery(ME_QUERY);
}
