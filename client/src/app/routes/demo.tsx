import { Box, Button, Container, Group, List, Stack, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ComingSoon } from '../../components/coming-soon';
import { MobileHeader } from '../../components/mobile-header';
import { SiteLogo } from '../../components/site-logo';
import { ThemeSwitch } from '../../components/theme-switch';
import { useSiteLogos } from '../../features/config/hooks/use-site-logos';
import { useSiteName } from '../../features/config/hooks/use-site-name';
import { LanguageMenu } from '../../features/language/components/language-menu';
import { currentDevice } from '../../lib/device';

/** /demo: demo (simulated) trading for visitors. */
export default function DemoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logo } = useSiteLogos();
  const siteName = useSiteName();
  const mobile = currentDevice() === 'wp';

  const panel = (
    <ComingSoon
      compact={mobile}
      title={t('demo.title')}
      description={t('soon.demo')}
      icon={<IconPlayerPlay size={36} />}
      actions={[
        { label: t('demo.startDemo'), onClick: () => navigate(mobile ? '/wp/user/register' : '/pc/user/register'), testId: 'demo-register' },
        { label: t('soon.browseMarkets'), onClick: () => navigate(mobile ? '/wp/quotes/list' : '/pc/market') },
      ]}
    />
  );
  const points = (
    <List spacing="xs" center icon={<ThemeIcon size={20} radius="xl" variant="light"><IconCheck size={12} /></ThemeIcon>}>
      <List.Item>{t('demo.virtualFunds')}</List.Item>
      <List.Item>{t('demo.noRisk')}</List.Item>
      <List.Item>{t('demo.sameMarkets')}</List.Item>
    </List>
  );

  if (mobile) {
    return (
      <div className="wp-shell" data-testid="demo-page">
        <MobileHeader title={t('route.demo')} back />
        <Stack className="wp-main" gap="md">
          {panel}
          <Box px="sm">{points}</Box>
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
      <Container size="md" py={48}>
        <Stack gap="lg">
          {panel}
          <Group justify="center">{points}</Group>
        </Stack>
      </Container>
    </div>
  );
}
