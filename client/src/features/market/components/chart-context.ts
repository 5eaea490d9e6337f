// What a chart lends to what is drawn on it (issue 37: the position and order lines, a depth
// overlay): the library's chart, its price series and the product's precision, for children
// of <KlineChart> (its `children`) through useChartHandle(). Null until the series exist; a new
// handle after every rebuild (another period, symbol or data), so overlays redraw on it.
import type { IChartApi, ISeriesApi, SeriesType } from 'lightweight-charts';
import { createContext, useContext } from 'react';

export interface ChartHandle {
  chart: IChartApi;
  /** The candles (or the time-share line): price lines and markers go on it. */
  main: ISeriesApi<SeriesType>;
  pricePrecision: number;
}

export const ChartContext = createContext<ChartHandle | null>(null);

export function useChartHandle(): ChartHandle | null {
  return useContext(ChartContext);
}
