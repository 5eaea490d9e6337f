import { Stack } from '@mantine/core';
import { withNamespaces } from '../../../components/namespace-gate';
import { CopyTradingScreen } from '../copy-trading-screen';

/** Mobile copy trading (/wp/copy): leaders, my copies, leading. */
function WpCopyPage() {
  return (
    <Stack gap="md" data-testid="wp-copy">
      <CopyTradingScreen compact />
    </Stack>
  );
}

export default withNamespaces(['trade'], WpCopyPage);
