import { Stack } from '@mantine/core';
import { CertifyScreen } from '../../../features/kyc/components/certify-screen';

/** Mobile certification (/wp/certify): the tier, junior and advanced. */
export default function WpCertifyPage() {
  return (
    <Stack gap="md" data-testid="wp-certify">
      <CertifyScreen compact />
    </Stack>
  );
}
