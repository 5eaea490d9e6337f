// Build-time settings (spec section 7: base URL, app key and default language come from the
// build configuration).
import { DEFAULT_LOCALE, type Locale, matchLocale } from '../../../shared/locales.ts';

/** Base URL of the API, without a trailing slash; '' means the same origin. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');

/** The AppKey every request carries. */
export const APP_KEY = import.meta.env.VITE_APP_KEY || 'tradeweb';

/** The locale used when none is stored and the browser's languages match none. */
export const BUILD_DEFAULT_LOCALE: Locale = matchLocale(import.meta.env.VITE_DEFAULT_LOCALE ?? '') ?? DEFAULT_LOCALE;

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
