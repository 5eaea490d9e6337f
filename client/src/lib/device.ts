// Device detection for the guard (spec sections 2 and 6: desktop routes are /pc/*, mobile
// routes /wp/*).
//
// Rule: a visitor counts as MOBILE when EITHER
//   1. the user agent names a phone or tablet platform
//      (/Mobi|Android|iPhone|iPad|iPod|Windows Phone|webOS|BlackBerry|Opera Mini|IEMobile/i), OR
//   2. the viewport is narrower than 768 CSS pixels (window.innerWidth < 768).
// Otherwise the visitor is on DESKTOP. The width rule makes a narrow window (for example a
// 390x844 headless browser with a desktop user agent) count as mobile. The rule is
// evaluated on each navigation, not on every resize, so resizing a window never moves the
// user away from the page they are reading; the next navigation applies it again.

export type Device = 'pc' | 'wp';

export const MOBILE_UA_PATTERN = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|webOS|BlackBerry|Opera Mini|IEMobile/i;
export const MOBILE_MAX_WIDTH = 767;

export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false;
  const ua = window.navigator.userAgent || '';
  return MOBILE_UA_PATTERN.test(ua) || window.innerWidth <= MOBILE_MAX_WIDTH;
}

export function currentDevice(): Device {
  return isMobileDevice() ? 'wp' : 'pc';
}

/** Home path of each interface (spec section 2: the root redirects here). */
export function homePathFor(device: Device): string {
  return device === 'wp' ? '/wp/home' : '/pc';
}

/** Login path of each interface (spec section 8: mobile Login, desktop P_Login). */
export function loginPathFor(device: Device): string {
  return device === 'wp' ? '/wp/user/login' : '/pc/user/login';
}

/** The interface a path belongs to; other paths (/, /demo, /404) follow the device. */
export function deviceOfPath(path: string): Device | null {
  if (path === '/pc' || path.startsWith('/pc/')) return 'pc';
  if (path === '/wp' || path.startsWith('/wp/')) return 'wp';
  return null;
}
