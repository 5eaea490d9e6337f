import { Alert, Anchor, Box, Button, Container, Group, Loader, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MobileHeader } from '../../components/mobile-header';
import { SiteLogo } from '../../components/site-logo';
import { ThemeSwitch } from '../../components/theme-switch';
import { useSiteLogos } from '../../features/config/hooks/use-site-logos';
import { useSiteName } from '../../features/config/hooks/use-site-name';
import { ContractTrade } from '../../features/contract/components/contract-trade';
import { TradeEnvProvider } from '../../lib/trading/trade-env-provider';
import { FastTrade } from '../../features/fast/components/fast-trade';
import { SpotTrade } from '../../features/spot/components/spot-trade';
import { useGuestToken } from '../../features/fast/hooks/use-guest-token';
import { rememberTradeMode } from '../../lib/trading/use-trade-mode';
import { LanguageMenu } from '../../features/language/components/language-menu';
import { currentDevice } from '../../lib/device';
import { useSession } from '../../lib/session';
import { fastChart } from './fast-live';
import { withNamespaces } from '../../components/namespace-gate';

type DemoKind = 'fast' | 'contract' | 'spot';

/**
 * /demo: fast, contract and spot trading with virtual funds only, whoever opens it; visitors get a guest demo
 * session, logged-in users trade their own demo wallet (never their real balance).
 */
function DemoPage() {
  const { t } = useTranslation('trade');
  const { logo } = useSiteLogos();
  const siteName = useSiteName();
  const { token: userToken } = useSession();
  const mobile = currentDevice() === 'wp';
  const visitor = userToken === null;
  const guest = useGuestToken(visitor);
  const [kind, setKind] = useState<DemoKind>('fast');
  const registerPath = mobile ? '/wp/user/register' : '/pc/user/register';
  const tradePath = mobile ? '/wp/trade' : '/pc/trade/fast';

  const banner = (
    <Alert color="orange" icon={<IconPlayerPlay size={18} />} data-testid="demo-banner" p="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{visitor ? t('fast.demoBanner') : t('fast.demoBannerUser')}</Text>
        {visitor ? (
          <Anchor component={Link} to={registerPath} size="sm" fw={600} c="inherit" underline="always" data-testid="demo-register">
            {t('fast.signUp')}
          </Anchor>
        ) : (
          <Anchor
            component={Link}
            to={tradePath}
            onClick={() => rememberTradeMode('real')}
            size="sm"
            fw={600}
            c="inherit"
            underline="always"
            data-testid="demo-trade-real"
          >
            {t('fast.tradeReal')}
          </Anchor>
        )}
      </Group>
    </Alert>
  );

  let body: React.ReactNode;
  if (visitor && !guest.token) {
    body = guest.failed ? (
      <Stack align="center" py="xl">
        <Text>{t('fast.guestFailed')}</Text>
        <Button onClick={guest.retry}>{t('common.retry')}</Button>
      </Stack>
    ) : (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  } else {
    body = (
      <TradeEnvProvider guest={visitor} demoOnly guestToken={visitor ? guest.token : undefined}>
        <Stack gap="md">
          <SegmentedControl
            fullWidth={mobile}
            value={kind}
            onChange={(v) => setKind(v as DemoKind)}
            data={[
              { value: 'fast', label: <span data-testid="demo-kind-fast">{t('nav.tradeFast')}</span> },
              { value: 'contract', label: <span data-testid="demo-kind-contract">{t('nav.tradeFuture')}</span> },
              { value: 'spot', label: <span data-testid="demo-kind-spot">{t('nav.tradeBibi')}</span> },
            ]}
            data-testid="demo-kind"
            style={mobile ? undefined : { alignSelf: 'center' }}
          />
          {kind === 'fast' ? (
            <FastTrade layout={mobile ? 'wp' : 'pc'} chart={fastChart} />
          ) : kind === 'contract' ? (
            <ContractTrade layout={mobile ? 'wp' : 'pc'} chart={fastChart} />
          ) : (
            <SpotTrade layout={mobile ? 'wp' : 'pc'} chart={fastChart} />
          )}
        </Stack>
      </TradeEnvProvider>
    );
  }

  if (mobile) {
    return (
      <div className="wp-shell" data-testid="demo-page">
        <MobileHeader title={t('route.demo')} back />
        <Stack className="wp-main" gap="md">
          {banner}
          <Box>{body}</Box>
        </Stack>
      </div>
    );
  }
  return (
    <div className="pc-shell" data-testid="demo-page">
      <header className="pc-header">
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between">
            <UnstyledButton component={Link} to="/pc/home" aria-label={siteName}>
              <SiteLogo path={logo} name={siteName} height={30} />
            </UnstyledButton>
            <Group gap="xs">
              <LanguageMenu />
              <ThemeSwitch />
              <Button variant="default" component={Link} to="/pc/home">
                {t('common.goHome')}
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <Container size="xl" py="md">
        <Stack gap="md">
          {banner}
          {body}
        </Stack>
      </Container>
    </div>
  );
}

export default withNamespaces(['trade'], DemoPage);
