import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../features/locale/locale-context';
import { messageKeyOf } from '../../features/errors/graphql-error-code';
import { ACCEPT_INVITATION_MUTATION, INVITATION_QUERY } from '../../features/invitations/invitation.queries';
import { setInvitationCallbackMarker } from '../../features/navigation/markers';
import { assignLocation } from '../../ui/full-page-navigation';
import type { InvitationQuery, InvitationState } from '../../gql/generated';

export type InvitationView = InvitationQuery['invitation'];

const NOTHING: Omit<InvitationView, 'state'> = {
  companyName: null,
  role: null,
  loginEmail: null,
  firstName: null,
  expiresAt: null,
};

/** A refused acceptance's message key → the state the page shows instead (decision 0085). */
const STATE_OF_REFUSAL: Record<string, InvitationState> = {
  'error.invitation-used': 'USED',
  'error.invitation-expired': 'EXPIRED',
  'error.invitation-not-found': 'NOT_FOUND',
};

/**
 * The invitation page's state: the link's token (`?token=`), its state from the BFF, and accepting
 * it — which sets the invitation-callback marker and leaves for the IdP's password page or the sign-in.
 */
export function useInvitation() {
  const { locale } = useLocale();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const query = useQuery(INVITATION_QUERY, {
    variables: { locale, token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const [mutate, mutation] = useMutation(ACCEPT_INVITATION_MUTATION);
  const [refusedAs, setRefusedAs] = useState<InvitationState | null>(null);
  const [problemKey, setProblemKey] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const loaded = query.data?.invitation;
  // Without a token there is nothing to look up: the page is the NOT_FOUND one.
  // A refused acceptance shows the state that refused it, and nothing of the stale invitation.
  const invitation: InvitationView | undefined = !token
    ? { ...NOTHING, state: 'NOT_FOUND' }
    : refusedAs
      ? { ...NOTHING, state: refusedAs }
      : loaded;

  async function accept(): Promise<void> {
    setProblemKey(null);
    try {
      const { data } = await mutate({ variables: { locale, token } });
      const acceptance = data?.acceptInvitation;
      if (!acceptance) throw new Error('no acceptance');
      setInvitationCallbackMarker(acceptance.contactNo);
      setLeaving(true);
      assignLocation(acceptance.url);
    } catch (error) {
      const key = messageKeyOf(error);
      const state = key ? STATE_OF_REFUSAL[key] : undefined;
      if (state) setRefusedAs(state);
      else setProblemKey(key ?? 'error.service-unavailable');
    }
  }

  return {
    locale,
    invitation,
    failed: !!query.error && !loaded,
    retry: () => void query.refetch(),
    accept,
    busy: mutation.loading || leaving,
    problemKey,
  };
}
