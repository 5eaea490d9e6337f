// The chosen trading mode (fast and contract trading), remembered in localStorage 'tradeMode' (demo-only screens: demo).
import { useCallback, useState } from 'react';
import { STORAGE_KEYS, storage } from '../storage';
import type { TradeMode } from './mode';

/** Makes `mode` the one the trade page opens in next time. */
export function rememberTradeMode(mode: TradeMode): void {
  storage.set(STORAGE_KEYS.tradeMode, mode);
}

export function useTradeMode(demoOnly: boolean): [TradeMode, (mode: TradeMode) => void] {
  const [mode, setMode] = useState<TradeMode>(() => (storage.get(STORAGE_KEYS.tradeMode) === 'demo' ? 'demo' : 'real'));
  const choose = useCallback((next: TradeMode) => {
    rememberTradeMode(next);
    setMode(next);
  }, []);
  return [demoOnly ? 'demo' : mode, choose];
}
