import { useEffect, useState } from 'react';
import type { MeQuery } from '../../gql/generated';
import { plainGraphql, type PlainDocument } from './plain-graphql';

/** The shop's `Me` operation (me.queries.ts) for pages without Apollo; fetch-me.spec.ts checks the copy. */
export const ME_DOCUMENT: PlainDocument = {
  operationName: 'Me',
  kind: 'query',
  sha256: '7a3bea0c3a8d02297f624cd84304f1438570d0f74743b789c27a5d79db61d3ff',
  text: `query Me {
  me {
    ...SessionMeFields
    __typename
  }
}

fragment SessionMeFields on Me {
  userType
  mandantCode
  role
  accessLevel
  loginEmailHash
  needsCustomerSelection
  customer {
    id
    customerNo
    name
    city
    __typename
  }
  contact {
    id
    contactNo
    firstName
    lastName
    email
    role
    __typename
  }
  employee {
    id
    employeeNo
    name
    __typename
  }
  __typename
}`,
};

/** `me` with a plain fetch (see plainGraphql). Rejects when offline or on any error. */
export function fetchMe(fetchImpl: typeof fetch = fetch): Promise<MeQuery> {
  return plainGraphql<MeQuery>(ME_DOCUMENT, {}, fetchImpl);
}

export interface FetchedMe {
  /** Undefined while asking; `me` is null for guests. */
  data: MeQuery | undefined;
  /** The BFF could not be asked (offline) or answered an error. */
  error: boolean;
}

/** `me` once per page, for pages without Apollo (scan-me). */
export function useFetchedMe(fetchImpl: typeof fetch = fetch): FetchedMe {
  const [state, setState] = useState<FetchedMe>({ data: undefined, error: false });
  useEffect(() => {
    let cancelled = false;
    fetchMe(fetchImpl).then(
      (data) => !cancelled && setState({ data, error: false }),
      () => !cancelled && setState({ data: undefined, error: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [fetchImpl]);
  return state;
}
