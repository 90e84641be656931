export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastInput {
  kind: ToastKind;
  /** Already translated text. */
  message: string;
  /** Optional bold first line. */
  title?: string;
  /**
   * Milliseconds until the toast closes by itself; null or left out keeps it until dismissed
   * (docs/rules/constants.md: persistent unless a notification names its timeout).
   */
  timeoutMs?: number | null;
  /** One action button, e.g. "Reload" (docs/rules/errors.md: new build detected). */
  action?: { label: string; onClick: () => void };
  /** A toast with the same key replaces the earlier one instead of stacking up. */
  key?: string;
}

export interface Toast extends ToastInput {
  id: string;
  timeoutMs: number | null;
}

/** Notifications are persistent unless named otherwise (LOGIN_ERROR_TOAST_MS, …) (docs/rules/constants.md). */
export const DEFAULT_TOAST_TIMEOUT_MS = null;
/** More would hide the page; the oldest go first. */
export const MAX_TOASTS = 4;

type Listener = (toasts: readonly Toast[]) => void;

/** The list of open toasts; React-free so links, hooks and tests can use it alike. */
export class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private counter = 0;

  show(input: ToastInput): string {
    const id = `toast-${Date.now()}-${++this.counter}`;
    const toast: Toast = {
      ...input,
      id,
      timeoutMs: input.timeoutMs === undefined ? DEFAULT_TOAST_TIMEOUT_MS : input.timeoutMs,
    };
    const others = input.key ? this.toasts.filter((t) => t.key !== input.key) : this.toasts;
    this.set([...others, toast].slice(-MAX_TOASTS));
    return id;
  }

  dismiss(id: string): void {
    if (this.toasts.some((t) => t.id === id)) this.set(this.toasts.filter((t) => t.id !== id));
  }

  list(): readonly Toast[] {
    return this.toasts;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: readonly Toast[]): void {
    this.toasts = next;
    for (const listener of this.listeners) listener(next);
  }
}
