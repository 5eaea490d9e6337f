// The product a trading screen (fast or contract) shows: the route's `?symbol=` (what a "Trade" button
// names), else the one traded last (localStorage prdInfo, first filled with the first
// recommended product), else the first product the screen trades. The shown product named by the route is
// kept as prdInfo, so the bare route reopens it.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STORAGE_KEYS, storage } from '../storage';
import type { ProductSummary } from '../api/product-list';

export const SYMBOL_PARAM = 'symbol';

/** The product named by the route, else the stored one, else the first; undefined for an empty list. */
export function pickTradeProduct<P extends { symbol: string }>(list: P[], routed: string | null, stored: unknown): P | undefined {
  return list.find((p) => p.symbol === routed) ?? list.find((p) => p.symbol === stored) ?? list[0];
}

export function useTradeProduct(list: ProductSummary[]): [ProductSummary | undefined, (productId: number) => void] {
  const [params, setParams] = useSearchParams();
  const routed = params.get(SYMBOL_PARAM);
  const product = pickTradeProduct(list, routed, storage.getJSON<{ symbol?: unknown }>(STORAGE_KEYS.prdInfo)?.symbol);
  const chosen = product && product.symbol === routed ? product : undefined;

  useEffect(() => {
    if (chosen) storage.setJSON(STORAGE_KEYS.prdInfo, chosen);
  }, [chosen]);

  const choose = useCallback(
    (productId: number) => {
      const next = list.find((p) => p.id === productId);
      if (!next) return;
      // replace: switching products is not a step the back button should walk through
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(SYMBOL_PARAM, next.symbol);
          return updated;
        },
        { replace: true },
      );
    },
    [list, setParams],
  );
  return [product, choose];
}
