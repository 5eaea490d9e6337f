// How the assets page is read (issue 37, point 5): zero balances hidden or not, and the
// currency totals are shown in; both remembered on the device (local storage), and the same
// in every tab.
import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { DEFAULT_QUOTE, isQuoteCurrency, type QuoteCurrency } from '../quote-total';

const read = () => {
  const quote = storage.get(STORAGE_KEYS.assetsQuote);
  return `${storage.get(STORAGE_KEYS.assetsHideZero) === '1' ? '1' : '0'}|${isQuoteCurrency(quote) ? quote : DEFAULT_QUOTE}`;
};

const subscribe = (listener: () => void) =>
  storage.subscribe((key) => {
    if (key === STORAGE_KEYS.assetsHideZero || key === STORAGE_KEYS.assetsQuote) listener();
  });

export function useAssetView() {
  const [hide, quote] = useSyncExternalStore(subscribe, read, read).split('|') as ['0' | '1', QuoteCurrency];
  const setHideZero = useCallback((on: boolean) => storage.set(STORAGE_KEYS.assetsHideZero, on ? '1' : '0'), []);
  const setQuote = useCallback((q: QuoteCurrency) => storage.set(STORAGE_KEYS.assetsQuote, q), []);
  return { hideZero: hide === '1', quote, setHideZero, setQuote };
}
