import { useTranslation } from 'react-i18next';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { LockIcon } from '../../ui/icons';
import { useLocale } from '../locale/locale-context';
import './cart-lock.css';

/** The time a lock ends, as "10:42" in the shop locale. */
export function lockTimeOf(locale: LocaleCode, lockedUntil: string): string {
  return new Intl.DateTimeFormat(LOCALES[locale].intlLocale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(lockedUntil),
  );
}

/**
 * "Locked by <name> until 10:42": someone else has the cart open for editing, so it is read-only
 * here until they leave it or the lock runs out (decision 0041).
 */
export function CartLockNotice({
  lock,
  className = '',
}: {
  lock: { lockedByOther: boolean; lockedByName?: string | null; lockedUntil?: string | null };
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!lock.lockedByOther || !lock.lockedUntil) return null;
  const until = lockTimeOf(locale, lock.lockedUntil);
  return (
    <p className={`cart-lock ${className}`} role="status">
      <LockIcon className="cart-lock__icon" />
      <span>{t('cart.lockedBy', { name: lock.lockedByName || t('cart.someoneElse'), time: until })}</span>
    </p>
  );
}
