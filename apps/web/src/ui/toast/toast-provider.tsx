import { useState, type ReactNode } from 'react';
import { ToastContext } from './toast-context';
import { ToastStore } from './toast-store';

/** Holds the open toasts of the app; a ToastViewport below it shows them. */
export function ToastProvider({ children, store }: { children: ReactNode; store?: ToastStore }) {
  const [own] = useState(() => store ?? new ToastStore());
  return <ToastContext.Provider value={own}>{children}</ToastContext.Provider>;
}
