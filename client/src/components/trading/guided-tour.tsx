// The walk of a trading screen's guided tour (decision 104): a dimmed screen with the step's
// control left clear, and a bubble beside it with the step's title and text, a step counter and
// Back / Next / Skip. Keyboard: Esc skips, ← and → move; focus stays in the bubble while it is
// open (the entry gives it back to the screen's Tour button). Loaded when a tour first starts.
import { Box, Button, Group, Paper, Portal, Text } from '@mantine/core';
import { useFocusTrap, useMergedRef } from '@mantine/hooks';
import type { ParseKeys } from 'i18next';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Box as Rect,
  moveTour,
  placeBubble,
  scrollFor,
  TOUR_STEPS,
  type TourMove,
  type TourOutcome,
  type TourProgress,
  type TourScreen,
  tourTarget,
} from '../../lib/trading/tours';

/** The bubble's width where the screen allows it (a phone: its width less the edges). */
const BUBBLE_WIDTH = 340;
/** Room left clear around the control. */
const PAD = 6;
/** Above the app's sticky headers, tab bar and Mantine's popovers. */
const Z = 400;

interface Props {
  screen: TourScreen;
  onEnd: (outcome: TourOutcome) => void;
}

const targetOf = (screen: TourScreen, step: string) => document.querySelector<HTMLElement>(`[data-tour="${tourTarget(screen, step)}"]`);

/** Where the screen's room starts under a sticky header and ends above a fixed tab bar. */
function room(): { top: number; bottom: number } {
  const header = document.querySelector('.pc-header, .wp-header')?.getBoundingClientRect();
  const tabbar = document.querySelector('.wp-tabbar')?.getBoundingClientRect();
  return { top: header ? Math.max(0, header.bottom) : 0, bottom: tabbar ? tabbar.top : window.innerHeight };
}

function rectOf(el: HTMLElement | null): Rect | null {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return { top: r.top - PAD, left: r.left - PAD, width: r.width + 2 * PAD, height: r.height + 2 * PAD };
}

export default function GuidedTour({ screen, onEnd }: Props) {
  const { t } = useTranslation('trade');
  // the steps whose control is on the screen as the tour starts (the order book of a market
  // without one is not); none there: every step, each bubble centred
  const [steps] = useState<readonly string[]>(() => {
    const shown = TOUR_STEPS[screen].filter((s) => targetOf(screen, s));
    return shown.length > 0 ? shown : TOUR_STEPS[screen];
  });
  const [progress, setProgress] = useState<TourProgress>({ kind: 'running', step: 0 });
  const move = useCallback((m: TourMove) => setProgress((p) => moveTour(p, steps.length, m)), [steps.length]);
  const index = progress.kind === 'running' ? progress.step : steps.length - 1;
  const step = steps[index] ?? steps[0] ?? '';
  const bubble = useRef<HTMLDivElement>(null);
  // the focus goes to Next ([data-autofocus]) and stays in the bubble while it is open
  const bubbleRef = useMergedRef(bubble, useFocusTrap(true));
  const [layout, setLayout] = useState<{ target: Rect | null; bubble: ReturnType<typeof placeBubble> } | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (progress.kind === 'ended') onEnd(progress.outcome);
  }, [progress, onEnd]);

  const measure = useCallback(() => {
    const target = rectOf(targetOf(screen, step));
    const height = bubble.current?.offsetHeight ?? 0;
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    setLayout({ target, bubble: placeBubble(target, { width: BUBBLE_WIDTH, height }, viewport) });
  }, [screen, step]);

  // each step brings its control and the bubble into sight together, then places the bubble
  useLayoutEffect(() => {
    const el = targetOf(screen, step);
    const target = rectOf(el);
    if (target) {
      const { top, bottom } = room();
      const by = scrollFor(target, bubble.current?.offsetHeight ?? 0, bottom, top);
      if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
    }
    measure();
  }, [screen, step, measure]);

  // the page moving under the tour (scrolled, resized, a list loading) moves the clear area and the bubble
  useEffect(() => {
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', later, true);
    window.addEventListener('resize', later);
    const observer = new ResizeObserver(later);
    observer.observe(document.body);
    if (bubble.current) observer.observe(bubble.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later, true);
      window.removeEventListener('resize', later);
      observer.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const m: TourMove | undefined = { Escape: 'skip', ArrowRight: 'next', ArrowLeft: 'back' }[e.key] as TourMove | undefined;
      if (!m) return;
      e.preventDefault();
      e.stopPropagation();
      move(m);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [move]);

  const last = index === steps.length - 1;
  const key = (part: 'title' | 'body') => `tour.${screen}.${step}.${part}` as ParseKeys<'trade'>;
  const target = layout?.target ?? null;
  return (
    <Portal>
      {/* the screen under the tour takes no clicks; the dim is the clear area's shadow (all of it without a control) */}
      <Box style={{ position: 'fixed', inset: 0, zIndex: Z }} data-testid="tour-overlay" />
      <Box
        aria-hidden
        data-testid="tour-spotlight"
        style={{
          position: 'fixed',
          zIndex: Z,
          pointerEvents: 'none',
          borderRadius: 'var(--mantine-radius-md)',
          boxShadow: '0 0 0 2px var(--mantine-primary-color-filled), 0 0 0 200vmax rgba(0, 0, 0, 0.6)',
          ...(target
            ? { top: target.top, left: target.left, width: target.width, height: target.height }
            : { top: '50%', left: '50%', width: 0, height: 0 }),
        }}
      />
      <Paper
        ref={bubbleRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-testid="tour-dialog"
        data-step={step}
        data-side={layout?.bubble.side}
        withBorder
        shadow="lg"
        radius="md"
        p="md"
        style={{
          position: 'fixed',
          zIndex: Z + 1,
          top: layout?.bubble.top ?? 0,
          left: layout?.bubble.left ?? 0,
          width: layout?.bubble.width ?? `min(${BUBBLE_WIDTH}px, calc(100vw - 16px))`,
          // (measured before it is shown where it goes)
          visibility: layout ? 'visible' : 'hidden',
        }}
      >
        <Text size="xs" c="dimmed" mb={4} data-testid="tour-counter" aria-live="polite">
          {t('tour.counter', { step: index + 1, total: steps.length })}
        </Text>
        <Text fw={700} mb={4} id={titleId} data-testid="tour-title">
          {t(key('title'))}
        </Text>
        <Text size="sm" id={bodyId} data-testid="tour-body">
          {t(key('body'))}
        </Text>
        <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
          <Button size="xs" variant="subtle" color="gray" onClick={() => move('skip')} data-testid="tour-skip" px={6}>
            {t('tour.skip')}
          </Button>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => move('back')} disabled={index === 0} data-testid="tour-back">
              {t('tour.back')}
            </Button>
            <Button size="xs" onClick={() => move('next')} data-autofocus data-testid="tour-next">
              {last ? t('tour.done') : t('tour.next')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Portal>
  );
}
