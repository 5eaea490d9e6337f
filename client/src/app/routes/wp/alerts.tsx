import { Box } from '@mantine/core';
import { AlertList } from '../../../features/alerts/components/alert-list';

/** Mobile price alerts (/wp/alerts): the user's alerts with cancel. */
export default function WpAlertsPage() {
  return (
    <Box p="md" data-testid="wp-alerts">
      <AlertList />
    </Box>
  );
}
