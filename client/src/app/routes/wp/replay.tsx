import { Stack } from '@mantine/core';
import { withNamespaces } from '../../../components/namespace-gate';
import { ReplayPracticeScreen } from '../practice-screens';

/** Mobile market replay (/wp/replay). */
function WpReplayPage() {
  return (
    <Stack gap="md" data-testid="wp-replay">
      <ReplayPracticeScreen device="wp" />
    </Stack>
  );
}

export default withNamespaces(['trade'], WpReplayPage);
