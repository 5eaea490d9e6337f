// The pure parts of drawing a trader's lines on the price chart: which line titles fit beside
// each other and beside the last-price label, and the countdown a fast order's title carries.

/** Vertical room, in CSS pixels, a line's title needs: the price axis label's height and a little air. */
export const TITLE_GAP_PX = 16;

/**
 * The ids of the lines whose titles can be drawn without touching another drawn title or the
 * last price (the library keeps the axis labels apart by itself, not the titles in the pane).
 * Lines come in priority order (the first wins a conflict); a line off the visible scale
 * (y null) draws no title.
 */
export function titlesThatFit(lines: { id: string; y: number | null }[], lastY: number | null, gap = TITLE_GAP_PX): Set<string> {
  const taken: number[] = lastY === null ? [] : [lastY];
  const fit = new Set<string>();
  for (const line of lines) {
    if (line.y === null) continue;
    const y = line.y;
    if (taken.some((other) => Math.abs(other - y) < gap)) continue;
    taken.push(y);
    fit.add(line.id);
  }
  return fit;
}

/** Time left as "m:ss" (or "h:mm:ss" from an hour), never below "0:00". */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
