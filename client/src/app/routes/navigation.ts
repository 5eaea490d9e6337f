// Navigation helpers shared by the desktop and mobile pages.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SYMBOL_PARAM } from '../../lib/trading/use-trade-product';
import type { Device } from '../../lib/device';
import { toast } from '../../lib/notify';
import { safeRedirect } from '../guard';

// Equivalent screens of the two interfaces, for links that name the other one (banners).
const PC_TO_WP: [RegExp, string][] = [
  [/^\/pc\/?(home)?$/, '/wp/home'],
  [/^\/pc\/market\/detail/, '/wp/quotes/detail'],
  [/^\/pc\/market\/period/, '/wp/market/period'],
  [/^\/pc\/market/, '/wp/quotes/list'],
  [/^\/pc\/trade/, '/wp/trade'],
  [/^\/pc\/user\/(login|register|restorePwd)/, '/wp/user/$1'],
  [/^\/pc\/user\/forgetPassword/, '/wp/user/restorePwd'],
  [/^\/pc\/article\/message\/detail/, '/wp/article/message/detail'],
  [/^\/pc\/article\/message/, '/wp/article/message'],
  [/^\/pc\/article\/notice\/detail/, '/wp/notice/detail'],
  [/^\/pc\/userCenter\/(tradeHistory|analytics|property|certify|security)/, '/wp/$1'],
  [/^\/pc\/copy/, '/wp/copy'],
  [/^\/pc\/userCenter/, '/wp/user/dashboard'],
  [/^\/pc\/handle\/transfer_old/, '/wp/transfer'],
  [/^\/pc\/handle\/(recharge|withdraw|transfer|gatheringWay)(\/history)?/, '/wp/$1$2'],
  [/^\/pc\/mining(\/history)?/, '/wp/mining$1'],
  [/^\/pc\/news$/, '/wp/article/message'],
  [/^\/pc\/(help|news|rates|listing|download|about|terms|agreement|privacy|legal)(\/detail)?$/, '/wp/$1$2'],
];
const WP_TO_PC: [RegExp, string][] = [
  [/^\/wp\/?(home)?$/, '/pc/home'],
  [/^\/wp\/quotes\/detail/, '/pc/market/detail'],
  [/^\/wp\/market\/period/, '/pc/market/period'],
  [/^\/wp\/quotes/, '/pc/market'],
  [/^\/wp\/trade$/, '/pc/trade/fast'],
  [/^\/wp\/user\/(login|register|restorePwd)/, '/pc/user/$1'],
  [/^\/wp\/article\/message/, '/pc/article/message'],
  [/^\/wp\/notice\/detail/, '/pc/article/notice/detail'],
  [/^\/wp\/(tradeHistory|analytics|property|certify|security)/, '/pc/userCenter/$1'],
  [/^\/wp\/copy/, '/pc/copy'],
  [/^\/wp\/user/, '/pc/userCenter/dashboard'],
  [/^\/wp\/(recharge|withdraw|transfer|gatheringWay)(\/history)?/, '/pc/handle/$1$2'],
  [/^\/wp\/mining(\/history)?/, '/pc/mining$1'],
  [/^\/wp\/(help|news|rates|listing|download|about|terms|agreement|privacy|legal)(\/detail)?$/, '/pc/$1$2'],
];

/** The same screen in the given interface (query string kept). */
export function pathForDevice(link: string, device: Device): string {
  const [path = '', query] = link.split('?');
  const table = device === 'wp' ? PC_TO_WP : WP_TO_PC;
  for (const [pattern, replacement] of table) {
    if (pattern.test(path)) return path.replace(pattern, replacement).replace(/\/$/, '') + (query ? `?${query}` : '');
  }
  return link;
}

/** A product's detail page (K-line chart) in the given interface. */
export function marketDetailPath(device: Device, productId: number): string {
  return device === 'wp' ? `/wp/quotes/detail?id=${productId}` : `/pc/market/detail?id=${productId}`;
}

/** The fast-trading page of the given interface, on `symbol` (carried as a search parameter). */
export function tradePath(device: Device, symbol: string): string {
  const search = new URLSearchParams({ [SYMBOL_PARAM]: symbol }).toString();
  return `${device === 'wp' ? '/wp/trade' : '/pc/trade/fast'}?${search}`;
}

/** Opens a content link (banner): external addresses in a new tab, app paths in the app. */
export function useOpenLink(device: Device) {
  const navigate = useNavigate();
  return useCallback(
    (link: string) => {
      if (/^https?:\/\//i.test(link)) {
        window.open(link, '_blank', 'noopener,noreferrer');
        return;
      }
      const path = link.replace(/^#/, '');
      navigate(pathForDevice(path.startsWith('/') ? path : `/${path}`, device));
    },
    [navigate, device],
  );
}

/** After login or registration: a toast, then the page that asked for login, else home. */
export function useAfterLogin(device: Device) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (message: string = t('auth.loginSuccess')) => {
      toast.success(message);
      const fallback = device === 'wp' ? '/wp/home' : '/pc/home';
      navigate(safeRedirect(params.get('redirect'), device) ?? fallback, { replace: true });
    },
    [t, navigate, params, device],
  );
}

/** A positive integer id from the `id` query parameter, else null. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
