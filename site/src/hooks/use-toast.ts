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
}

/** Shows a toast from anywhere (hooks, mutation callbacks), not only from components. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
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
