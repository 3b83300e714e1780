// One toast at a time: showing a new one replaces the current one.
export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** A way on from the message, such as Sign In: a link, so it works as any link does. */
  action?: { label: string; href: string };
};

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

export const toastStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss() {
    current = null;
    listeners.forEach((l) => l());
  },
};

export function toast(message: Omit<ToastMessage, "id">) {
  current = { id: nextId++, ...message };
  listeners.forEach((l) => l());
}
