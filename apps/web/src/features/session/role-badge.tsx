import { useTranslation } from 'react-i18next';
import { roleLabel } from './role-label';
import './role-badge.css';

/** A web role as a pill with its translated name (the account home, the kitchensink). */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  return <span className="role-badge">{roleLabel(role, t)}</span>;
}
