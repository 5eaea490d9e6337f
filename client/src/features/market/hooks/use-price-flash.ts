// A brief highlight when a price changes: `flash` says which way it moved and `key`
// changes with every move, so a keyed element restarts its CSS animation (app.css
// .flash-up / .flash-down). The first value does not flash.
import { useState } from 'react';

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Compares two decimal strings exactly (no float rounding); unparsable values compare equal. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const ma = DECIMAL.exec(a.trim());
  const mb = DECIMAL.exec(b.trim());
  if (!ma || !mb) return 0;
  const scale = Math.max(ma[3]?.length ?? 0, mb[3]?.length ?? 0);
  const units = (m: RegExpExecArray) => {
    const v = BigInt((m[2] ?? '0') + (m[3] ?? '').padEnd(scale, '0'));
    return m[1] === '-' ? -v : v;
  };
  const x = units(ma);
  const y = units(mb);
  return x === y ? 0 : x > y ? 1 : -1;
}

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
