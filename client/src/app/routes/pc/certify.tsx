import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CertifyScreen } from '../../../features/kyc/components/certify-screen';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop certification (/pc/userCenter/certify): the tier, junior and advanced. */
function PcCertifyPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="pc-certify">
      <Title order={2}>{t('route.certify')}</Title>
      <CertifyScreen />
    </Stack>
  );
}

export default withNamespaces(['funds', 'account'], PcCertifyPage);
