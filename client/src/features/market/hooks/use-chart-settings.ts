// What a viewer chose for the charts, remembered on the device (localStorage): the indicators
// of every chart, and the period of the trading screens' chart (the detail pages keep theirs
// in the address).
import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { type ChartPeriod, parseChartPeriod } from '../components/period-switcher';
import { type Indicator, INDICATORS, parseIndicators } from '../indicators';

const subscribe = (onChange: () => void) => storage.subscribe(onChange);

/** The indicators shown, and a toggle of one. */
export function useChartIndicators(): [readonly Indicator[], (indicator: Indicator) => void] {
  const raw = useSyncExternalStore(subscribe, () => storage.get(STORAGE_KEYS.chartIndicators));
  const chosen = parseIndicators(raw);
  const toggle = useCallback((indicator: Indicator) => {
    const current = parseIndicators(storage.get(STORAGE_KEYS.chartIndicators));
    const next = current.includes(indicator) ? current.filter((i) => i !== indicator) : [...current, indicator];
    storage.setJSON(
      STORAGE_KEYS.chartIndicators,
      INDICATORS.filter((i) => next.includes(i)),
    );
  }, []);
  return [chosen, toggle];
}

/** The trading screens' chart period (15 minutes until chosen). */
export function useTradeChartPeriod(): [ChartPeriod, (period: ChartPeriod) => void] {
  const raw = useSyncExternalStore(subscribe, () => storage.get(STORAGE_KEYS.chartPeriod));
  const set = useCallback((period: ChartPeriod) => storage.set(STORAGE_KEYS.chartPeriod, period), []);
  return [parseChartPeriod(raw), set];
}
