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
  /** Fast trading: the last chosen mode, 'real' or 'demo'. */
  tradeMode: 'tradeMode',
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

/** Per-tab values (for example the demo page's guest token, never a login). */
export const sessionValues = {
  get(name: string): string | null {
    try {
      return window.sessionStorage.getItem(name);
    } catch {
      return null;
    }
  },
  set(name: string, value: string): void {
    try {
      window.sessionStorage.setItem(name, value);
    } catch {
      // ignore
    }
  },
  remove(name: string): void {
    try {
      window.sessionStorage.removeItem(name);
    } catch {
      // ignore
    }
  },
};
