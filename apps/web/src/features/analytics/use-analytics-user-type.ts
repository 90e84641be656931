import { useMe } from '../session/use-me';

/** The user type analytics reports for: null for guests, undefined while `me` loads (nothing is pushed then). */
export function useAnalyticsUserType(): string | null | undefined {
  const me = useMe();
  return me.data ? (me.data.me?.userType ?? null) : undefined;
}
