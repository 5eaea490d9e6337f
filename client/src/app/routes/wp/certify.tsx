import { Stack } from '@mantine/core';
import { CertifyScreen } from '../../../features/kyc/components/certify-screen';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile certification (/wp/certify): the tier, junior and advanced. */
function WpCertifyPage() {
  return (
    <Stack gap="md" data-testid="wp-certify">
      <CertifyScreen compact />
    </Stack>
  );
}

export default withNamespaces(['funds', 'account'], WpCertifyPage);
