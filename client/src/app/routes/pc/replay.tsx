import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '../../../components/namespace-gate';
import { ReplayPracticeScreen } from '../practice-screens';

/** Desktop market replay (/pc/replay, in the user centre): start a replay, my sessions, the replay wallet, a session's terminal. */
function PcReplayPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="pc-replay">
      <Title order={2}>{t('route.replay')}</Title>
      <ReplayPracticeScreen device="pc" />
    </Stack>
  );
}

export default withNamespaces(['trade'], PcReplayPage);
