// How a trading screen offers its guided tour (decision 104): in demo mode, until this device has
// finished or skipped that screen's tour once, a small "Take a tour?" offer at the top of the
// order panel (declining it counts as skipped); and, in demo mode always, a Tour button beside the
// demo balance that starts it again. The walk itself loads when a tour first starts.
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCompass, IconHelpCircle } from '@tabler/icons-react';
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../lib/lazy-page';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import type { TradeMode } from '../../lib/trading/mode';
import { offersTour, parseTourMemory, rememberTour, type TourOutcome, type TourScreen } from '../../lib/trading/tours';

const GuidedTour = lazyPage(() => import('./guided-tour'));

const readMemory = () => parseTourMemory(storage.get(STORAGE_KEYS.guidedTours));

export interface TourEntry {
  /** The first-visit offer (null once answered, or outside demo mode). */
  offer: ReactNode;
  /** The button that starts the tour (demo mode only). */
  button: ReactNode;
  /** The running tour (null when none runs). */
  tour: ReactNode;
}

export function useTourEntry(screen: TourScreen, mode: TradeMode): TourEntry {
  const { t } = useTranslation('trade');
  const [memory, setMemory] = useState(readMemory);
  const [running, setRunning] = useState(false);
  const [giveFocus, setGiveFocus] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // another tab (or another screen's panel) answering changes what is offered here
  useEffect(() => storage.subscribe((key) => key === STORAGE_KEYS.guidedTours && setMemory(readMemory())), []);

  const end = useCallback(
    (outcome: TourOutcome) => {
      storage.setJSON(STORAGE_KEYS.guidedTours, rememberTour(readMemory(), screen, outcome));
      setRunning(false);
      setGiveFocus(true);
    },
    [screen],
  );
  // the focus goes back to the Tour button once the tour (or the offer) is gone
  useEffect(() => {
    if (!giveFocus || running) return;
    setGiveFocus(false);
    button.current?.focus();
  }, [giveFocus, running]);

  const offer =
    offersTour(memory, screen, mode) && !running ? (
      <Paper withBorder radius="md" p="xs" bg="var(--mantine-primary-color-light)" data-testid="tour-offer" data-screen={screen}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <IconCompass size={20} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              <Text span fw={700} inherit>
                {t('tour.offer.title')}
              </Text>{' '}
              {t('tour.offer.text')}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" ml="auto">
            <Button size="xs" variant="subtle" color="gray" onClick={() => end('skipped')} data-testid="tour-offer-decline">
              {t('tour.offer.decline')}
            </Button>
            <Button size="xs" onClick={() => setRunning(true)} data-testid="tour-offer-start">
              {t('tour.offer.start')}
            </Button>
          </Group>
        </Group>
      </Paper>
    ) : null;

  return {
    offer,
    button:
      mode === 'demo' ? (
        <Button
          ref={button}
          size="xs"
          variant="subtle"
          leftSection={<IconHelpCircle size={14} aria-hidden />}
          onClick={() => setRunning(true)}
          title={t('tour.buttonHint')}
          data-testid="tour-button"
          style={{ flexShrink: 0 }}
        >
          {t('tour.button')}
        </Button>
      ) : null,
    tour: running ? (
      <Suspense fallback={null}>
        <GuidedTour screen={screen} onEnd={end} />
      </Suspense>
    ) : null,
  };
}
