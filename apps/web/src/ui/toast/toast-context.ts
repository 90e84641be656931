import { createContext, useContext } from 'react';
import type { ToastInput, ToastStore } from './toast-store';

export const ToastContext = createContext<ToastStore | null>(null);

export interface ToastApi {
  show(input: ToastInput): string;
  dismiss(id: string): void;
}

const NO_TOASTS: ToastApi = { show: () => '', dismiss: () => undefined };

/**
 * Shows notifications (docs/rules/routes-and-guards.md: notifications appear as toasts). Outside a ToastProvider
 * (isolated component tests) calls do nothing.
 */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? NO_TOASTS;
}
