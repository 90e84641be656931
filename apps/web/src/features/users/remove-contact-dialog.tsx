import { useCallback, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../ui/use-focus-trap';

/**
 * Asks before a contact is removed (it loses its access at once): an alert dialog, focus kept inside,
 * Escape or "Cancel" close it, the cancel button has the focus first.
 */
export function RemoveContactDialog({
  name,
  email,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string;
  email: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const escape = useCallback(() => {
    if (!busy) onCancel();
  }, [busy, onCancel]);
  useFocusTrap(true, dialog, escape);
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return createPortal(
    <div className="users-dialog__backdrop">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="users-dialog"
      >
        <h2 id={titleId}>{t('users.confirmTitle')}</h2>
        <p id={textId}>{t('users.confirmText', { name, email })}</p>
        <div className="users-dialog__actions">
          <button
            ref={cancel}
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {t('users.confirmNo')}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
            {t('users.confirmYes')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
