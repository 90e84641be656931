import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../ui/use-focus-trap';
import { useToast } from '../../ui/toast';
import { useLocale } from '../locale/locale-context';
import type { Me } from '../session/display-name';
import { guestListWithLines, moveGuestList } from './guest-list-move';
import { serverKeyOfList } from './scan-me-store';
import { scanListIdOf } from './use-scan-list';
import './guest-list-dialog.css';

const ASKED_KEY = 'shop.scanMe.guestListAsked';

/**
 * The guest-list dialog (docs/rules/routes-and-guards.md): after a sign-in or a locale switch, when
 * the guest's scan-me list has lines, offers to move them into the signed-in customer's scan-me
 * list. Not for employees. "Later" asks again after the next sign-in or locale switch only. Shown by
 * the shop's session runtime and by scan-me's page of its own (decision 0125), each with its `me`.
 */
export function GuestListDialog({ me }: { me: Me | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const toast = useToast();
  const listId = me && !me.employee && me.customer ? scanListIdOf(me) : null;
  // Only into a customer's own list: without a scan-me key for the session it would be the guest list itself.
  const target = listId && serverKeyOfList(listId) ? listId : null;
  // Lines of the guest list found for an occasion (customer list and locale).
  const [found, setFound] = useState<{ occasion: string; count: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const occasion = target ? `${target}|${locale}` : null;
  const count = found && found.occasion === occasion ? found.count : 0;

  useEffect(() => {
    if (!occasion) return;
    let cancelled = false;
    try {
      if (sessionStorage.getItem(ASKED_KEY) === occasion) return;
    } catch {
      // No storage: ask.
    }
    void guestListWithLines()
      .then((list) => !cancelled && setFound({ occasion, count: list?.lines.length ?? 0 }))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [occasion]);

  const close = useCallback(() => {
    try {
      if (occasion) sessionStorage.setItem(ASKED_KEY, occasion);
    } catch {
      // No storage: the dialog may ask again on the next page load.
    }
    setFound(null);
  }, [occasion]);
  const open = count > 0 && target !== null;
  useFocusTrap(open, dialog, close);
  useEffect(() => {
    if (open) dialog.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);

  if (!open) return null;
  const move = async () => {
    setBusy(true);
    try {
      await moveGuestList(target);
      toast.show({ kind: 'success', message: t('scanMe.guestDialog.moved') });
      // The open scan-me page reads its list again on focus.
      window.dispatchEvent(new Event('focus'));
      close();
    } catch {
      toast.show({ kind: 'error', message: t('scanMe.guestDialog.failed') });
    } finally {
      setBusy(false);
    }
  };

  return createPortal(
    <div className="guest-list-dialog__backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className="guest-list-dialog"
      >
        <h2 id={titleId}>{t('scanMe.guestDialog.title')}</h2>
        <p id={textId}>{t('scanMe.guestDialog.text', { count })}</p>
        <div className="guest-list-dialog__actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void move()}
          >
            {t('scanMe.guestDialog.move')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={close}>
            {t('scanMe.guestDialog.later')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
