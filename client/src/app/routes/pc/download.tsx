import { Container } from '@mantine/core';
import { InstallAppPanel } from '../../../features/pwa/components/install-app-panel';

/** Desktop download page: install the web app. */
export default function PcDownloadPage() {
  return (
    <Container size="md" py={48} data-testid="pc-download">
      <InstallAppPanel />
    </Container>
  );
}
