export { ToastProvider } from './toast-provider';
export { ToastViewport } from './toast-viewport';
export { useToast, type ToastApi } from './toast-context';
export {
  ToastStore,
  DEFAULT_TOAST_TIMEOUT_MS,
  type Toast,
  type ToastInput,
  type ToastKind,
} from './toast-store';
