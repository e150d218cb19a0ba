import { useSyncExternalStore, type ReactNode } from 'react';

// Spec section 4: one toast at a time; a dismissed one lingers (closed) so Radix can animate it out.
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  /** A button in the toast ("Undo"); `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
  /** Called once when the toast closes for any reason: timed out, closed, or replaced. */
  onClose?: () => void;
};

export type ToastItem = ToastOptions & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id?: string) {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) {
    if (t.open || removalTimers.has(t.id)) continue;
    removalTimers.set(
      t.id,
      setTimeout(() => {
        removalTimers.delete(t.id);
        setToasts(toasts.filter((x) => x.id !== t.id));
      }, TOAST_REMOVE_DELAY),
    );
  }
  closing.forEach((t) => t.onClose?.());
}

/** Shows a toast from anywhere (hooks, mutation callbacks), not only from components. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next = [{ ...options, id, open: true }, ...toasts];
  setToasts(next.slice(0, TOAST_LIMIT));
  // A toast pushed out by this one is closed too: its onClose still runs.
  next.slice(TOAST_LIMIT).forEach((t) => t.open && t.onClose?.());
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}

/** Tests share one module instance, so they start each case from an empty stack. */
export function resetToastsForTests() {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  setToasts([]);
}
