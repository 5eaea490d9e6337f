// The route guard of spec section 6, as a pure function of the route, the device and the
// stored token (so it is easy to test):
// - desktop-only routes (/pc/*) send mobile visitors to "/", and mobile-only routes
//   (/wp/*) send desktop visitors to "/" (the root then redirects to the right home);
// - mobile routes outside the guest-open list need a stored token, else mobile login;
// - desktop routes are all open (actions that need login ask the user to log in).
// The isClose check runs separately on every route change (root layout).
import { type Device, loginPathFor } from '../lib/device';
import { GUEST_OPEN, type RouteHandle } from './route-handle';

export function guardRedirect(handle: RouteHandle | undefined, device: Device, hasToken: boolean, currentPath: string): string | null {
  if (!handle) return null;
  if (handle.device !== 'any' && handle.device !== device) return '/';
  if (handle.device === 'wp' && !GUEST_OPEN.has(handle.name) && !hasToken) {
    return `${loginPathFor('wp')}?redirect=${encodeURIComponent(currentPath)}`;
  }
  return null;
}

/** A redirect target from a query parameter, accepted only if it is an in-app path. */
export function safeRedirect(value: string | null, device: Device): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  const prefix = device === 'wp' ? '/wp/' : '/pc';
  return value.startsWith(prefix) && !value.includes('/user/login') ? value : null;
}
