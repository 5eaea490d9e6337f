import { Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AllowListPanel } from '../../../features/funds/components/allow-list-panel';
import { SecurityPasswordPanel } from '../../../features/funds/components/security-password-panel';
import { ApiKeysPanel } from '../../../features/api-keys/components/api-keys-panel';
import { useSecurityOverview } from '../../../features/security/api/get-security-overview';
import { AntiPhishingPanel } from '../../../features/security/components/anti-phishing-panel';
import { LoginHistoryPanel } from '../../../features/security/components/login-history-panel';
import { SessionsPanel } from '../../../features/security/components/sessions-panel';
import { TwoFactorPanel } from '../../../features/security/components/two-factor-panel';
import { WithdrawalBarNotice } from '../../../features/security/components/withdrawal-bar-notice';
import { ResponsiblePanel } from '../../../features/responsible/components/responsible-panel';
import { LoginPasswordPanel } from '../account-parts';
import { PcFundsLinks } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

const PcLoginPasswordPanel = () => <LoginPasswordPanel device="pc" />;
/** (it asks for the authenticator's code where two-factor is on) */
const PcAllowListPanel = () => <AllowListPanel twoFactor={useSecurityOverview().data?.twoFactor.enabled} />;
const PcApiKeysPanel = () => <ApiKeysPanel twoFactor={useSecurityOverview().data?.twoFactor.enabled} />;

/**
 * Two a row: two-factor and the anti-phishing code, the withdrawal password and the address
 * allow-list, the login password and the devices, the login history and responsible trading.
 */
const PANELS = [
  ['two-factor', TwoFactorPanel],
  ['anti-phishing', AntiPhishingPanel],
  ['withdrawal-password', SecurityPasswordPanel],
  ['allow-list', PcAllowListPanel],
  ['login-password', PcLoginPasswordPanel],
  ['sessions', SessionsPanel],
  ['login-history', LoginHistoryPanel],
  ['responsible', ResponsiblePanel],
] as const;

/**
 * Desktop security centre (/pc/userCenter/security): two-factor, the anti-phishing code, the
 * withdrawal and login passwords, the withdrawal address allow-list, the devices logged in, the
 * login history, responsible trading and, under them, the API keys.
 */
function PcSecurityPage() {
  const { t } = useTranslation();
  return (
    <PcFundsLinks>
      <Stack gap="lg" data-testid="pc-security">
        <Title order={2}>{t('route.security')}</Title>
        <WithdrawalBarNotice />
        <Grid gap="lg">
          {PANELS.map(([name, Panel]) => (
            <Grid.Col key={name} span={{ base: 12, lg: 6 }}>
              <Panel />
            </Grid.Col>
          ))}
        </Grid>
        {/* (full width: a key's 64 characters and its details read on one line) */}
        <PcApiKeysPanel />
      </Stack>
    </PcFundsLinks>
  );
}

export default withNamespaces(['funds', 'account'], PcSecurityPage);
