import { Stack } from '@mantine/core';
import { withNamespaces } from '../../../components/namespace-gate';
import { ResultsScreen } from '../trade-history-screen';

/** Mobile results analytics (/wp/analytics). */
function WpAnalyticsPage() {
  return (
    <Stack gap="md" data-testid="wp-analytics">
      <ResultsScreen compact tradePath="/wp/trade" />
    </Stack>
  );
}

export default withNamespaces(['trade'], WpAnalyticsPage);
