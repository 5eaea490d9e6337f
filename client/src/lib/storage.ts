// The one place that touches browser storage. The localStorage keys are exactly those of
// spec section 3; a failing storage (private mode, quota) never breaks the app.

export const STORAGE_KEYS = {
  authorization: 'Authorization',
  userInfo: 'userInfo',
  socuid: 'socuid',
  locale: 'wplocale',
  theme: 'appTheme',
  webLogo: 'webLogo',
  homeLogo: 'homeLogo',
  customerUrl: 'customerUrl',
  prdInfo: 'prdInfo',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

type Listener = (key: StorageKey) => void;
const listeners = new Set<Listener>();

function emit(key: StorageKey) {
  for (const listener of listeners) listener(key);
}

export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage full or disabled: the value lives only for this page view
    }
    emit(key);
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignore
    }
    emit(key);
  },
  getJSON<T>(key: StorageKey): T | null {
    const raw = storage.get(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJSON(key: StorageKey, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
  /** Called with the key after every change made here or in another tab. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  const known = new Set<string>(Object.values(STORAGE_KEYS));
  window.addEventListener('storage', (event) => {
    if (event.key && known.has(event.key)) emit(event.key as StorageKey);
  });
}

/** Per-tab flags (for example "the dialog notice was shown in this session"). */
export const sessionFlags = {
  has(name: string): boolean {
    try {
      return window.sessionStorage.getItem(name) === '1';
    } catch {
      return false;
    }
  },
  set(name: string): void {
    try {
      window.sessionStorage.setItem(name, '1');
    } catch {
      // ignore
    }
  },
};
