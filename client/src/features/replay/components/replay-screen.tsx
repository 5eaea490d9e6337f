// Market replay (issue 43 point 1, decision 106): start a replay of a revealed period, my
// sessions and the replay wallet; an open session (?session=) shows its clock, controls and the
// practice terminal (given by the app).
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PracticeTerminalView } from '../../../lib/trading/practice';
import { SessionView } from './session-view';
import { SessionsList } from './sessions-list';
import { StartForm } from './start-form';
import { WalletCard } from './wallet-card';

export function ReplayScreen({ compact, terminal }: { compact: boolean; terminal: PracticeTerminalView }) {
  const { t } = useTranslation('trade');
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('session'));
  const open = (id: number | null) => setParams(id === null ? {} : { session: String(id) });
  if (Number.isInteger(raw) && raw > 0) return <SessionView id={raw} compact={compact} terminal={terminal} onBack={() => open(null)} />;
  return (
    <Stack gap={compact ? 'sm' : 'md'} data-testid="replay-screen">
      <Text size="sm" c="dimmed">
        {t('replay.about')}
      </Text>
      <SimpleGrid cols={compact ? 1 : 2} spacing={compact ? 'sm' : 'md'}>
        <StartForm compact={compact} onStarted={(s) => open(s.id)} />
        <Stack gap={compact ? 'sm' : 'md'}>
          <WalletCard />
          <SessionsList onOpen={open} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
