// The K-line chart (TradingView lightweight-charts v5). Loaded lazily by the detail pages
// only (React.lazy), so the library never weighs on other routes.
//
// History comes from the candles API (newest CANDLE_LIMIT bars), then the candles channel
// keeps the last bar live: same `time` → the bar is updated, a later `time` → a new bar.
// Time-share is an area line of 1-minute closes. Indicators (issue 37, ../indicators.ts): MA,
// EMA and BOLL as lines over the prices; VOL, MACD and RSI each in a pane of its own under them
// (the library's panes). Their values are named in a legend row above the canvas, never as
// labels on the price scale, so the scale shows one last-price label and nothing overlaps it.
// What is drawn on the chart from outside (position and order lines) gets the chart and its
// price series through `children` and useChartHandle() (chart-context.ts); the children render
// after the chart's box, so a row of theirs under it takes no height from the canvas.
// Decimal strings become numbers here, for plotting only.
import { Center, Loader, Text, useComputedColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type MouseEventParams,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '../../../../../shared/market.ts';
import { type Candle, candlesQueryOptions, useCandles } from '../api/get-candles';
import { formatDecimal } from '../../../lib/format';
import { type LiveCandle, useLiveCandle } from '../hooks/use-live-candle';
import { DEFAULT_INDICATORS, type Indicator, INDICATORS, indicatorLines, SUB_INDICATORS, type Series } from '../indicators';
import { ChartContext, type ChartHandle } from './chart-context';
import { apiPeriodOf, type ChartPeriod } from './period-switcher';

interface Props {
  symbol: string;
  period: ChartPeriod;
  pricePrecision: number;
  /** CSS height of the chart area (the legend row included). */
  height: number | string;
  /** Indicators shown (default: volume alone). */
  indicators?: readonly Indicator[];
  /** Drawn on the chart: they read it through useChartHandle(). */
  children?: ReactNode;
}

const RISE = '#16c784';
const FALL = '#ea3943';
const LINE = '#38bdf8';
const INTRADAY: ReadonlySet<Period> = new Set(['1m', '5m', '15m', '30m', '1h', '4h']);

/** The colour of each indicator line (by its legend name). */
const LINE_COLORS: Record<string, string> = {
  MA7: '#f0b90b',
  MA25: '#e056fd',
  MA99: '#38bdf8',
  EMA12: '#fb923c',
  EMA26: '#22d3ee',
  BOLL: '#f0b90b',
  UB: '#a78bfa',
  LB: '#a78bfa',
  DIF: '#f0b90b',
  DEA: '#e056fd',
  RSI14: '#a78bfa',
};
/** Which indicator each line belongs to (the legend groups them). */
const LINE_INDICATOR: Record<string, Indicator> = {
  MA7: 'ma',
  MA25: 'ma',
  MA99: 'ma',
  EMA12: 'ema',
  EMA26: 'ema',
  BOLL: 'boll',
  UB: 'boll',
  LB: 'boll',
  DIF: 'macd',
  DEA: 'macd',
  MACD: 'macd',
  RSI14: 'rsi',
};
const rise = (alpha: number) => `rgba(22, 199, 132, ${alpha})`;
const fall = (alpha: number) => `rgba(234, 57, 67, ${alpha})`;

const PALETTES = {
  dark: { text: '#94a3b8', grid: 'rgba(30, 41, 59, 0.7)', border: '#1e293b', crosshair: '#64748b', label: '#334155' },
  light: { text: '#475569', grid: 'rgba(226, 232, 240, 0.9)', border: '#e2e8f0', crosshair: '#94a3b8', label: '#64748b' },
};

/**
 * Chart time in seconds. The library shows times as UTC, so intraday bars are shifted by
 * the viewer's UTC offset to read in local time; day and longer buckets start at UTC
 * midnight and are shown as UTC dates.
 */
function chartTime(ms: number, intraday: boolean): UTCTimestamp {
  const shifted = intraday ? ms - new Date(ms).getTimezoneOffset() * 60_000 : ms;
  return Math.floor(shifted / 1000) as UTCTimestamp;
}

interface Plot {
  mode: 'candles' | 'line';
  main: ISeriesApi<SeriesType>;
  volume: ISeriesApi<'Histogram'> | null;
  /** The indicator series by line name (MA7, BOLL, DIF, MACD, RSI14, ...). */
  lines: Map<string, ISeriesApi<'Line'> | ISeriesApi<'Histogram'>>;
  indicators: ReadonlySet<Indicator>;
  intraday: boolean;
  /** Times and closes of the bars drawn (the indicators' input), oldest first. */
  times: UTCTimestamp[];
  closes: number[];
  /** The indicators' values, one per bar. */
  values: Map<string, Series>;
  /** Time of the last bar drawn, or null before history arrives. */
  lastTime: number | null;
}

function bars(plot: Pick<Plot, 'mode' | 'intraday'>, c: Candle) {
  const time = chartTime(c.time, plot.intraday);
  const open = Number(c.open);
  const close = Number(c.close);
  const main = plot.mode === 'line' ? { time, value: close } : { time, open, high: Number(c.high), low: Number(c.low), close };
  const volume = { time, value: Number(c.volume), color: close >= open ? rise(0.45) : fall(0.45) };
  return { time, close, main, volume };
}

/** A point of an indicator line (the MACD histogram coloured by its sign), or whitespace. */
function linePoint(name: string, time: Time, value: number | null | undefined) {
  if (value === null || value === undefined) return { time };
  if (name === 'MACD') return { time, value, color: value >= 0 ? rise(0.6) : fall(0.6) };
  return { time, value };
}

/** Draws one live candle: updates the last bar or appends one; older candles are ignored. */
function drawLive(plot: Plot, candle: Candle) {
  if (plot.lastTime === null) return;
  const b = bars(plot, candle);
  if (b.time < plot.lastTime) return;
  plot.main.update(b.main);
  plot.volume?.update(b.volume);
  if (b.time === plot.lastTime && plot.closes.length) plot.closes[plot.closes.length - 1] = b.close;
  else {
    plot.closes.push(b.close);
    plot.times.push(b.time);
  }
  plot.lastTime = b.time;
  if (plot.lines.size === 0) return;
  // (a few thousand additions over the bars: far below a frame, once per tick)
  plot.values = indicatorLines(plot.indicators, plot.closes);
  const last = plot.closes.length - 1;
  for (const [name, series] of plot.lines) series.update(linePoint(name, b.time, plot.values.get(name)?.[last]));
}

/** The live value: the candles it closed (a replay may close several at once), then its own. */
function drawLiveCandles(plot: Plot, live: LiveCandle) {
  for (const closed of live.closed) drawLive(plot, closed);
  if (live.candle) drawLive(plot, live.candle);
}

export interface LegendEntry {
  name: string;
  value: string;
  color: string;
  /** 'price': the bar's close (the price scale carries no last-price label: see the options below). */
  indicator: Indicator | 'price';
}

/** The legend of bar `index` (the last bar when the crosshair is away): its close, then each indicator's value. */
function legendOf(plot: Plot, index: number, locale: string, pricePrecision: number): LegendEntry[] {
  const entries: LegendEntry[] = [];
  const close = plot.closes[index];
  if (close !== undefined) {
    const before = plot.closes[index - 1] ?? close;
    const value = formatDecimal(close.toFixed(pricePrecision), locale);
    entries.push({ name: 'price', value, color: close >= before ? RISE : FALL, indicator: 'price' });
  }
  for (const [name, values] of plot.values) {
    const v = values[index];
    if (v === null || v === undefined) continue;
    const indicator = LINE_INDICATOR[name] as Indicator;
    const digits = indicator === 'rsi' ? 2 : indicator === 'macd' ? pricePrecision + 2 : pricePrecision;
    entries.push({ name, value: formatDecimal(v.toFixed(digits), locale), color: LINE_COLORS[name] ?? '#94a3b8', indicator });
  }
  return entries;
}

export default function KlineChart({ symbol, period, pricePrecision, height, indicators = DEFAULT_INDICATORS, children }: Props) {
  const { t, i18n } = useTranslation('trade');
  const locale = i18n.language;
  const scheme = useComputedColorScheme('dark');
  const containerRef = useRef<HTMLElement>(null);
  const [chart, setChart] = useState<IChartApi | null>(null);
  const plotRef = useRef<Plot | null>(null);
  const removedRef = useRef(false);
  const apiPeriod = apiPeriodOf(period);
  const intraday = INTRADAY.has(apiPeriod);
  const mode = period === 'timeshare' ? 'line' : 'candles';
  const history = useCandles(symbol, apiPeriod);
  const live = useLiveCandle(symbol, apiPeriod);
  const liveRef = useRef(live);
  liveRef.current = live;
  const queryClient = useQueryClient();
  // (one key for the set, so the effect below runs when the choice changes, not on every render)
  const indicatorKey = INDICATORS.filter((i) => indicators.includes(i)).join(',');
  const chosen = useMemo(() => new Set(indicatorKey.split(',').filter(Boolean) as Indicator[]), [indicatorKey]);
  const [handle, setHandle] = useState<ChartHandle | null>(null);
  const [legend, setLegend] = useState<LegendEntry[]>([]);
  const [panes, setPanes] = useState(0);

  // the chart itself, for the component's lifetime; autoSize follows the container
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const instance = createChart(el, { autoSize: true, crosshair: { mode: CrosshairMode.Normal } });
    removedRef.current = false;
    setChart(instance);
    return () => {
      // on unmount this runs before the series cleanup below, which must then do nothing
      removedRef.current = true;
      plotRef.current = null;
      instance.remove();
      setChart(null);
    };
  }, []);

  // colours, locale, time axis
  useEffect(() => {
    if (!chart) return;
    const c = PALETTES[scheme];
    chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: c.text,
        fontSize: 11,
        attributionLogo: true,
        panes: { separatorColor: c.border, separatorHoverColor: c.grid },
      },
      grid: { vertLines: { color: c.grid }, horzLines: { color: c.grid } },
      // labels never overlap (issue 37, seen on the phone's trade tab): the scale's labels spaced
      // wider than the library's default, none cut in half at a pane's edge; the last-price and
      // crosshair labels are kept apart by the library (alignLabels), and the indicators put no
      // label of their own on the scale (their values are in the legend row)
      rightPriceScale: {
        borderColor: c.border,
        scaleMargins: { top: 0.1, bottom: 0.1 },
        entireTextOnly: true,
        alignLabels: true,
        tickMarkDensity: 4,
      },
      timeScale: { borderColor: c.border, timeVisible: intraday, secondsVisible: false, rightOffset: 3, maxBarSpacing: 36 },
      crosshair: {
        vertLine: { color: c.crosshair, labelBackgroundColor: c.label },
        horzLine: { color: c.crosshair, labelBackgroundColor: c.label },
      },
      localization: { locale: i18n.language },
    });
  }, [chart, scheme, intraday, i18n.language]);

  // the series and their history; rebuilt when the period, mode or data changes
  const data = history.data;
  useEffect(() => {
    if (!chart || !data || data.symbol !== symbol || data.period !== apiPeriod) return;
    const minMove = 10 ** -pricePrecision;
    // the axis and the last-price label in the locale's own separators ("64.256,58" in German),
    // as every other price on the page (the chart hands out numbers: display only)
    const priceFormat = {
      type: 'custom' as const,
      minMove,
      formatter: (price: number) => formatDecimal(price.toFixed(pricePrecision), locale),
    };
    // the last price as a dotted line across the chart, its figure in the legend row: a label on
    // the scale sits over the scale's own labels next to it (the overlap issue 37 saw on a phone)
    const lastPrice = { lastValueVisible: false, priceLineVisible: true, priceLineStyle: LineStyle.Dotted } as const;
    const main =
      mode === 'line'
        ? chart.addSeries(AreaSeries, {
            lineColor: LINE,
            lineWidth: 2,
            topColor: 'rgba(56, 189, 248, 0.28)',
            bottomColor: 'rgba(56, 189, 248, 0.02)',
            priceFormat,
            ...lastPrice,
          })
        : chart.addSeries(CandlestickSeries, {
            upColor: RISE,
            downColor: FALL,
            borderUpColor: RISE,
            borderDownColor: FALL,
            wickUpColor: RISE,
            wickDownColor: FALL,
            priceFormat,
            ...lastPrice,
          });
    // the panes under the prices, in a fixed order, only those chosen
    const subs = SUB_INDICATORS.filter((i) => chosen.has(i));
    const paneOf = (i: Indicator) => 1 + subs.indexOf(i as (typeof SUB_INDICATORS)[number]);
    const quiet = { lastValueVisible: false, priceLineVisible: false, crosshairMarkerVisible: false } as const;
    const volume = chosen.has('vol')
      ? chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, ...quiet }, paneOf('vol'))
      : null;
    volume?.priceScale().applyOptions({ scaleMargins: { top: 0.15, bottom: 0 } });
    const plot: Plot = {
      mode,
      main,
      volume,
      lines: new Map(),
      indicators: chosen,
      intraday,
      times: [],
      closes: [],
      values: new Map(),
      lastTime: null,
    };
    const rows = data.candles.map((c) => bars(plot, c));
    plot.times = rows.map((r) => r.time);
    plot.closes = rows.map((r) => r.close);
    plot.values = indicatorLines(chosen, plot.closes);
    const lineFormat = (indicator: Indicator) =>
      indicator === 'rsi'
        ? { type: 'price' as const, precision: 2, minMove: 0.01 }
        : indicator === 'macd'
          ? { type: 'volume' as const }
          : priceFormat;
    for (const [name, values] of plot.values) {
      const indicator = LINE_INDICATOR[name] as Indicator;
      const pane = indicator === 'macd' || indicator === 'rsi' ? paneOf(indicator) : 0;
      const series =
        name === 'MACD'
          ? chart.addSeries(HistogramSeries, { ...quiet, priceFormat: lineFormat(indicator) }, pane)
          : chart.addSeries(
              LineSeries,
              {
                ...quiet,
                color: LINE_COLORS[name],
                lineWidth: 1,
                lineStyle: name === 'UB' || name === 'LB' ? LineStyle.Dashed : LineStyle.Solid,
                priceFormat: lineFormat(indicator),
                // (the price scale of the price pane keeps to the candles; an overlay never rescales it)
                autoscaleInfoProvider: pane === 0 ? () => null : undefined,
              },
              pane,
            );
      series.setData(plot.times.map((time, i) => linePoint(name, time, values[i])));
      plot.lines.set(name, series);
    }
    const rsiLine = plot.lines.get('RSI14');
    if (rsiLine) {
      // the usual overbought and oversold levels; the pane shows 0 to 100 whatever the values
      rsiLine.applyOptions({ autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }) });
      for (const price of [70, 30])
        rsiLine.createPriceLine({
          price,
          color: PALETTES[scheme].crosshair,
          lineStyle: LineStyle.Dotted,
          lineWidth: 1,
          axisLabelVisible: false,
        });
    }
    const allPanes = chart.panes();
    allPanes[0]?.setStretchFactor(subs.length > 1 ? 3 : 4);
    for (const pane of allPanes.slice(1)) pane.setStretchFactor(1);
    main.setData(rows.map((r) => r.main));
    volume?.setData(rows.map((r) => r.volume));
    plot.lastTime = rows.at(-1)?.time ?? 0;
    plotRef.current = plot;
    const current = liveRef.current;
    if (current) drawLiveCandles(plot, current);
    setLegend(legendOf(plot, plot.closes.length - 1, locale, pricePrecision));
    setPanes(allPanes.length);
    setHandle({ chart, main, pricePrecision });

    // the legend follows the crosshair, and returns to the last bar when it leaves
    const onCrosshair = (param: MouseEventParams) => {
      const index =
        param.logical === undefined ? plot.closes.length - 1 : Math.min(Math.max(0, Math.round(param.logical)), plot.closes.length - 1);
      setLegend(legendOf(plot, index, locale, pricePrecision));
    };
    chart.subscribeCrosshairMove(onCrosshair);

    // candles: about one bar per 8 px, the newest on the right; time-share: the whole line
    const width = containerRef.current?.clientWidth ?? 600;
    const visible = Math.max(24, Math.floor(width / 8));
    const count = rows.length;
    if (mode === 'line' || count <= visible) chart.timeScale().fitContent();
    else chart.timeScale().setVisibleLogicalRange({ from: count - visible, to: count + 2 });

    return () => {
      if (plotRef.current === plot) plotRef.current = null;
      setHandle(null);
      if (removedRef.current) return;
      chart.unsubscribeCrosshairMove(onCrosshair);
      for (const series of plot.lines.values()) chart.removeSeries(series);
      if (volume) chart.removeSeries(volume);
      chart.removeSeries(main);
    };
  }, [chart, data, symbol, apiPeriod, mode, intraday, pricePrecision, locale, chosen, scheme]);

  // live candles (the legend follows the last bar)
  useEffect(() => {
    const plot = plotRef.current;
    if (!plot || !live) return;
    drawLiveCandles(plot, live);
    setLegend(legendOf(plot, plot.closes.length - 1, locale, pricePrecision));
  }, [live, locale, pricePrecision]);

  // a snapshot after the first value (reconnect, missed frames): history may have a hole
  const seenEpoch = useRef<{ key: string; epoch: number } | null>(null);
  const epoch = live?.epoch;
  useEffect(() => {
    if (epoch === undefined) return;
    const key = `${symbol}:${apiPeriod}`;
    const seen = seenEpoch.current;
    seenEpoch.current = { key, epoch };
    if (seen?.key === key && epoch > seen.epoch) {
      void queryClient.invalidateQueries({ queryKey: candlesQueryOptions(symbol, apiPeriod).queryKey });
    }
  }, [epoch, symbol, apiPeriod, queryClient]);

  const empty = data !== undefined && data.candles.length === 0 && !live?.candle;
  const groups = (['price', ...INDICATORS] as const).filter((i) => legend.some((e) => e.indicator === i));
  return (
    <>
      <div className="kline-wrap" style={{ height }}>
        {groups.length > 0 && (
          <div className="kline-legend" data-testid="chart-legend">
            {groups.map((group) => (
              <span key={group} className="kline-legend-group" data-testid={`chart-legend-group-${group}`}>
                {legend
                  .filter((e) => e.indicator === group)
                  .map((e) => (
                    <span key={e.name} style={{ color: e.color }} data-testid={`chart-legend-${e.name}`} data-value={e.value}>
                      {e.indicator === 'price' ? e.value : `${e.name} ${e.value}`}
                    </span>
                  ))}
              </span>
            ))}
          </div>
        )}
        <div className="kline-canvas">
          {/* a figure, not role="img": the chart library puts a link (its attribution) inside */}
          <figure
            ref={containerRef}
            className="kline-chart"
            data-testid="kline-chart"
            data-period={period}
            data-indicators={indicatorKey}
            data-panes={panes}
            aria-label={t('chart.label')}
          />
        </div>
        {history.isPending && (
          <Center className="kline-overlay">
            <Loader size="sm" type="dots" />
          </Center>
        )}
        {(history.isError || empty) && (
          <Center className="kline-overlay">
            <Text c="dimmed" fz="sm">
              {history.isError ? t('common.loadFailed') : t('common.noData')}
            </Text>
          </Center>
        )}
      </div>
      {/* (after the chart, not in its fixed height: what they show under it takes no room from the candles) */}
      <ChartContext.Provider value={handle}>{children}</ChartContext.Provider>
    </>
  );
}
