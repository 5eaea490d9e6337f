import { Box } from '@mantine/core';
import { InstallAppPanel } from '../../../features/pwa/components/install-app-panel';

/** Mobile download page: install the web app. */
export default function WpDownloadPage() {
  return (
    <Box p="md" data-testid="wp-download">
      <InstallAppPanel />
    </Box>
  );
}
