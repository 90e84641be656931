import { useContext, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { ToastContext } from './toast-context';
import type { Toast, ToastStore } from './toast-store';
import './toast.css';

const EMPTY: readonly Toast[] = [];

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.timeoutMs);
  const startedAt = useRef(0);

  // Auto-close, paused while the pointer or the keyboard focus is on the toast (WCAG 2.2.1).
  useEffect(() => {
    if (remaining.current === null || paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => store.dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, store, toast.id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      store.dismiss(toast.id);
    }
  };

  return (
    // Escape on a focused toast closes it; the element itself is no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={onKeyDown}
      data-testid="toast"
    >
      <div className="toast__body">
        {toast.title && <strong className="toast__title">{toast.title}</strong>}
        <span>{toast.message}</span>
      </div>
      {toast.action && (
        <button
          type="button"
          className="button button--secondary toast__action"
          onClick={() => {
            toast.action!.onClick();
            store.dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="icon-button toast__close"
        aria-label={t('toast.dismiss')}
        onClick={() => store.dismiss(toast.id)}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </li>
  );
}

/**
 * Where toasts appear: two live regions, polite (role=status) for information and success,
 * assertive (role=alert) for warnings and errors. Each toast has a close button; Escape closes
 * the focused toast.
 */
export function ToastViewport() {
  const { t } = useTranslation();
  const store = useContext(ToastContext);
  const toasts = useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => store?.list() ?? EMPTY,
    () => EMPTY,
  );
  if (!store) return null;
  const polite = toasts.filter((toast) => toast.kind === 'info' || toast.kind === 'success');
  const assertive = toasts.filter((toast) => toast.kind === 'warning' || toast.kind === 'error');
  return (
    <section className="toast-viewport" aria-label={t('toast.region')}>
      <div role="alert">
        <ul className="toast-viewport__list">
          {assertive.map((toast) => (
            <ToastItem key={toast.id} toast={toast} store={store} />
          ))}
        </ul>
      </div>
      <div role="status">
        <ul className="toast-viewport__list">
          {polite.map((toast) => (
            <ToastItem key={toast.id} toast={toast} store={store} />
          ))}
        </ul>
      </div>
    </section>
  );
}
