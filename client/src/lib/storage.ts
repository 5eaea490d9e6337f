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
  /** The assets page (issue 37): '1' hides currencies with a zero balance. */
  assetsHideZero: 'assetsHideZero',
  /** The assets page (issue 37): the currency totals are shown in (USDT unless chosen). */
  assetsQuote: 'assetsQuote',
  /** Charts: the indicators shown (a JSON list, issue 37), and the trading screens' chart period. */
  chartIndicators: 'chartIndicators',
  chartPeriod: 'chartPeriod',
  /** The customer-service chat's visitor session ({ token, expiresAt }) when not logged in (decision 055). */
  chatVisitor: 'chatVisitor',
  /** The trading screens' guided tours finished or skipped on this device ({ fast: 'done', … }, decision 104). */
  guidedTours: 'guidedTours',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Reads and writes of a Web Storage that fail quietly: a storage that is disabled or full
 * (private mode, quota) reads as empty, and a value not written lives only for this page view.
 */
function quiet(area: () => Storage) {
  return {
    get(name: string): string | null {
      try {
        return area().getItem(name);
      } catch {
        return null;
      }
    },
    set(name: string, value: string): void {
      try {
        area().setItem(name, value);
      } catch {
        // not stored
      }
    },
    remove(name: string): void {
      try {
        area().removeItem(name);
      } catch {
        // nothing to remove
      }
    },
  };
}

const local = quiet(() => window.localStorage);
const session = quiet(() => window.sessionStorage);

type Listener = (key: StorageKey) => void;
const listeners = new Set<Listener>();

function emit(key: StorageKey) {
  for (const listener of listeners) listener(key);
}

export const storage = {
  get: (key: StorageKey): string | null => local.get(key),
  set(key: StorageKey, value: string): void {
    local.set(key, value);
    emit(key);
  },
  remove(key: StorageKey): void {
    local.remove(key);
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
  has: (name: string): boolean => session.get(name) === '1',
  set: (name: string): void => session.set(name, '1'),
};

/** Per-tab values (for example the demo page's guest token, never a login). */
export const sessionValues = session;
