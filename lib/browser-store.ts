// A value kept in localStorage that components read with useSyncExternalStore; other tabs stay in
// step through the 'storage' event. Server renders use the fallback.
export type BrowserStore<T> = {
  get(): T;
  set(value: T): void;
  subscribe(onChange: () => void): () => void;
  serverValue(): T;
};

export function browserStore<T>(key: string, fallback: T, parse: (raw: unknown) => T | null): BrowserStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue = fallback;
  // Set when storage refused a write: this page keeps using the newer value.
  let unsaved: { value: T } | null = null;

  function get(): T {
    if (typeof window === "undefined") return fallback;
    if (unsaved) return unsaved.value;
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return fallback; // storage disabled (private mode, quota): behave as empty
    }
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      let value: T | null = null;
      try {
        value = raw === null ? null : parse(JSON.parse(raw));
      } catch {
        value = null;
      }
      cachedValue = value ?? fallback;
    }
    return cachedValue;
  }

  function set(value: T) {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
      unsaved = null;
    } catch {
      // Quota or privacy mode: the change lives only in this page.
      unsaved = { value };
    }
    listeners.forEach((l) => l());
  }

  function subscribe(onChange: () => void) {
    listeners.add(onChange);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key || e.key === null) onChange();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener("storage", onStorage);
    };
  }

  return { get, set, subscribe, serverValue: () => fallback };
}
