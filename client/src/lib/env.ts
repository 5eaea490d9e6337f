// Build-time settings (spec section 7: base URL, app key and default language come from the
// build configuration).
import { ERROR_REPORTING_SAMPLE_RATES } from '../../../shared/client-errors.ts';
import { DEFAULT_LOCALE, type Locale, matchLocale } from '../../../shared/locales.ts';

/** Base URL of the API, without a trailing slash; '' means the same origin. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

/** The AppKey every request carries. */
export const APP_KEY = import.meta.env.VITE_APP_KEY || 'tradeweb';

/** The locale used when none is stored and the browser's languages match none. */
export const BUILD_DEFAULT_LOCALE: Locale = matchLocale(import.meta.env.VITE_DEFAULT_LOCALE ?? '') ?? DEFAULT_LOCALE;

function rate(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 && n <= 1 ? n : fallback;
}

/** The error reporting service's sample rates (spec section 8), each overridable by the build. */
export const ERROR_SAMPLE_RATES = {
  traces: rate(import.meta.env.VITE_ERROR_TRACES_SAMPLE_RATE, ERROR_REPORTING_SAMPLE_RATES.traces),
  replaysSession: rate(import.meta.env.VITE_ERROR_REPLAYS_SESSION_SAMPLE_RATE, ERROR_REPORTING_SAMPLE_RATES.replaysSession),
  replaysOnError: rate(import.meta.env.VITE_ERROR_REPLAYS_ON_ERROR_SAMPLE_RATE, ERROR_REPORTING_SAMPLE_RATES.replaysOnError),
};

/** Request timeout (spec section 9). */
export const REQUEST_TIMEOUT_MS = 80_000;
/** Route chunk load timeout (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Toast lifetime (spec section 9). */
export const TOAST_MS = 1500;

/** Absolute URL of a file of the image store. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${API_BASE}/api/image/${path.replace(/^\/+/, '')}`;
}

/** Absolute URL of a site-relative page such as the customer-service chat. */
export function siteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}
