// The K-line chart (TradingView lightweight-charts v5). Loaded lazily by the detail pages
// only (React.lazy), so the library never weighs on other routes.
//
// History comes from the candles API (newest CANDLE_LIMIT bars), then the candles channel
// keeps the last bar live: same `time` → the bar is updated, a later `time` → a new bar.
// Time-share is an area line of 1-minute closes. Volume is a histogram in a pane of its own
// under the prices. Decimal strings become numbers here, for plotting only.
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
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '../../../../../shared/market.ts';
import { type Candle, candlesQueryOptions, useCandles } from '../api/get-candles';
import { formatDecimal } from '../../../lib/format';
import type { ChartLine } from '../../../lib/trading/chart-lines';
import { type LiveCandle, useLiveCandle } from '../hooks/use-live-candle';
import { ChartOverlays } from './chart-overlays';
import { apiPeriodOf, type ChartPeriod } from './period-switcher';

interface Props {
  symbol: string;
  period: ChartPeriod;
  pricePrecision: number;
  /** CSS height of the chart area. */
  height: number | string;
  /** The trader's lines to draw (position entry, SL/TP, fast order): a legend under the chart names them. */
  lines?: ChartLine[];
}

const RISE = '#16c784';
const FALL = '#ea3943';
const LINE = '#38bdf8';
const INTRADAY: ReadonlySet<Period> = new Set(['1m', '5m', '15m', '30m']);

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
  volume: ISeriesApi<'Histogram'>;
  intraday: boolean;
  /** Time of the last bar drawn, or null before history arrives. */
  lastTime: number | null;
}

function bars(plot: Plot, c: Candle) {
  const time = chartTime(c.time, plot.intraday);
  const open = Number(c.open);
  const close = Number(c.close);
  const main = plot.mode === 'line' ? { time, value: close } : { time, open, high: Number(c.high), low: Number(c.low), close };
  const volume = { time, value: Number(c.volume), color: close >= open ? 'rgba(22, 199, 132, 0.45)' : 'rgba(234, 57, 67, 0.45)' };
  return { time, main, volume };
}

/** Draws one live candle: updates the last bar or appends one; older candles are ignored. */
function drawLive(plot: Plot, candle: Candle) {
  if (plot.lastTime === null) return;
  const b = bars(plot, candle);
  if (b.time < plot.lastTime) return;
  plot.main.update(b.main);
  plot.volume.update(b.volume);
  plot.lastTime = b.time;
}

/** The live value: the candles it closed (a replay may close several at once), then its own. */
function drawLiveCandles(plot: Plot, live: LiveCandle) {
  for (const closed of live.closed) drawLive(plot, closed);
  if (live.candle) drawLive(plot, live.candle);
}

export default function KlineChart({ symbol, period, pricePrecision, height, lines }: Props) {
  const { t, i18n } = useTranslation('trade');
  const locale = i18n.language;
  const scheme = useComputedColorScheme('dark');
  const containerRef = useRef<HTMLElement>(null);
  const [chart, setChart] = useState<IChartApi | null>(null);
  const plotRef = useRef<Plot | null>(null);
  // the main series as state, for the overlays drawn on it
  const [mainSeries, setMainSeries] = useState<ISeriesApi<SeriesType> | null>(null);
  const removedRef = useRef(false);
  const apiPeriod = apiPeriodOf(period);
  const intraday = INTRADAY.has(apiPeriod);
  const mode = period === 'timeshare' ? 'line' : 'candles';
  const history = useCandles(symbol, apiPeriod);
  const live = useLiveCandle(symbol, apiPeriod);
  const liveRef = useRef(live);
  liveRef.current = live;
  const queryClient = useQueryClient();

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
      rightPriceScale: { borderColor: c.border, scaleMargins: { top: 0.1, bottom: 0.08 } },
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
    const main =
      mode === 'line'
        ? chart.addSeries(AreaSeries, {
            lineColor: LINE,
            lineWidth: 2,
            topColor: 'rgba(56, 189, 248, 0.28)',
            bottomColor: 'rgba(56, 189, 248, 0.02)',
            priceFormat,
          })
        : chart.addSeries(CandlestickSeries, {
            upColor: RISE,
            downColor: FALL,
            borderUpColor: RISE,
            borderDownColor: FALL,
            wickUpColor: RISE,
            wickDownColor: FALL,
            priceFormat,
          });
    // volume in its own pane under the prices
    const volume = chart.addSeries(
      HistogramSeries,
      { priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false },
      1,
    );
    const [pricePane, volumePane] = chart.panes();
    pricePane?.setStretchFactor(4);
    volumePane?.setStretchFactor(1);
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.15, bottom: 0 } });
    const plot: Plot = { mode, main, volume, intraday, lastTime: null };
    const rows = data.candles.map((c) => bars(plot, c));
    main.setData(rows.map((r) => r.main));
    volume.setData(rows.map((r) => r.volume));
    plot.lastTime = rows.at(-1)?.time ?? 0;
    plotRef.current = plot;
    setMainSeries(main);
    const current = liveRef.current;
    if (current) drawLiveCandles(plot, current);

    // candles: about one bar per 8 px, the newest on the right; time-share: the whole line
    const width = containerRef.current?.clientWidth ?? 600;
    const visible = Math.max(24, Math.floor(width / 8));
    const count = rows.length;
    if (mode === 'line' || count <= visible) chart.timeScale().fitContent();
    else chart.timeScale().setVisibleLogicalRange({ from: count - visible, to: count + 2 });

    return () => {
      if (plotRef.current === plot) plotRef.current = null;
      setMainSeries((s) => (s === main ? null : s));
      if (removedRef.current) return;
      chart.removeSeries(main);
      chart.removeSeries(volume);
    };
  }, [chart, data, symbol, apiPeriod, mode, intraday, pricePrecision, locale]);

  // live candles
  useEffect(() => {
    const plot = plotRef.current;
    if (plot && live) drawLiveCandles(plot, live);
  }, [live]);

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
  return (
    <>
      <div className="kline-wrap" style={{ height }}>
        {/* a figure, not role="img": the chart library puts a link (its attribution) inside */}
        <figure ref={containerRef} className="kline-chart" data-testid="kline-chart" data-period={period} aria-label={t('chart.label')} />
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
      {lines && <ChartOverlays series={mainSeries} lines={lines} />}
    </>
  );
}
