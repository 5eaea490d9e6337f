import { useMemo } from 'react';
import { useFormat } from '../../../lib/format';
import { shortDecimal } from '../amount';

/** Locale formatting of amounts (decimal strings, no float): grouped, trailing zeros dropped. */
export function useAmountFormat() {
  const f = useFormat();
  return useMemo(
    () => ({
      ...f,
      amount: (value: string) => f.decimal(shortDecimal(value)),
      signed: (value: string) => f.decimal(shortDecimal(value), { signed: true }),
    }),
    [f],
  );
}
