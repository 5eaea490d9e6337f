import { Stack } from '@mantine/core';
import { withNamespaces } from '../../../components/namespace-gate';
import { Results } from '../../../features/analytics/components/results';

/** Mobile results analytics (/wp/analytics). */
function WpAnalyticsPage() {
  return (
    <Stack gap="md" data-testid="wp-analytics">
      <Results compact tradePath="/wp/trade" />
    </Stack>
  );
}

export default withNamespaces(['trade'], WpAnalyticsPage);
