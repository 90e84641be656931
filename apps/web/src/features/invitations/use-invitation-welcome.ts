import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast';
import { readInvitationCallbackMarker, removeInvitationCallbackMarker } from '../navigation/markers';
import { roleLabel } from '../session/role-label';
import type { MeQuery } from '../../gql/generated';

/** How long the welcome stays (ms). */
export const WELCOME_TOAST_MS = 10_000;

/**
 * After an accepted invitation's first sign-in (the invitation-callback marker, decision 0086): a
 * welcome toast with the company and the role, for the invited contact only; the marker goes either way.
 */
export function useInvitationWelcome(me: MeQuery['me'] | undefined): void {
  const { t } = useTranslation();
  const toast = useToast();
  const contactNo = me?.contact?.contactNo;
  const company = me?.customer?.name;
  const role = me?.role;
  useEffect(() => {
    if (!me) return;
    const invited = readInvitationCallbackMarker();
    if (!invited) return;
    removeInvitationCallbackMarker();
    if (invited !== contactNo || !company || !role) return;
    toast.show({
      kind: 'success',
      title: t('invitations.welcomeTitle'),
      message: t('invitations.welcome', { company, role: roleLabel(role, t) }),
      timeoutMs: WELCOME_TOAST_MS,
    });
  }, [me, contactNo, company, role, t, toast]);
}
