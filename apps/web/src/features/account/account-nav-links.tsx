import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../navigation/paths';
import { pageTitleKey } from '../page-shells/page-titles';
import { useLocale } from '../locale/locale-context';
import { accountMenuFor } from './account-pages';
import { guardUserOf } from '../session/guard-user';
import { useMe } from '../session/use-me';

/** Links to exactly the account pages the signed-in user's role may open. */
export function AccountNavLinks({
  linkClassName,
  onNavigate,
}: {
  linkClassName: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { data } = useMe();
  return accountMenuFor(guardUserOf(data?.me)).map((name) => (
    <li key={name}>
      <NavLink
        to={pathTo(name, locale)}
        end={name === 'account-home'}
        className={linkClassName}
        onClick={onNavigate}
      >
        {t(pageTitleKey(name))}
      </NavLink>
    </li>
  ));
}
