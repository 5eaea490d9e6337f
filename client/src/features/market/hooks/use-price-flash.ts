// A brief highlight when a price changes: `flash` says which way it moved and `key`
// changes with every move, so a keyed element restarts its CSS animation (app.css
// .flash-up / .flash-down). The first value does not flash.
import { useState } from 'react';
import { compareDecimal } from '../../../../../shared/money.ts';

export interface PriceFlash {
  flash: 'up' | 'down' | null;
  key: number;
}

export function usePriceFlash(price: string): PriceFlash {
  const [previous, setPrevious] = useState(price);
  const [state, setState] = useState<PriceFlash>({ flash: null, key: 0 });
  if (price !== previous) {
    // adjusting state while rendering (React's pattern for "value changed since last render")
    setPrevious(price);
    const direction = compareDecimal(price, previous);
    if (direction !== 0) setState({ flash: direction > 0 ? 'up' : 'down', key: state.key + 1 });
  }
  return state;
}
