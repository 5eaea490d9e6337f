// The chosen fast-trading mode, remembered in localStorage 'tradeMode' (guests: demo only).
import { useCallback, useState } from 'react';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import type { TradeMode } from '../types';

export function useTradeMode(forceDemo: boolean): [TradeMode, (mode: TradeMode) => void] {
  const [mode, setMode] = useState<TradeMode>(() => (storage.get(STORAGE_KEYS.tradeMode) === 'demo' ? 'demo' : 'real'));
  const choose = useCallback((next: TradeMode) => {
    storage.set(STORAGE_KEYS.tradeMode, next);
    setMode(next);
  }, []);
  return [forceDemo ? 'demo' : mode, choose];
}
