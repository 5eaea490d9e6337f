import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SiteLogo } from '../../../components/site-logo';
import { useSiteLogos } from '../../../features/config/hooks/use-site-logos';
import { useSiteName } from '../../../features/config/hooks/use-site-name';
import { openLastCustomerService } from '../../../features/support/hooks/use-customer-overlay';
import { accountLinks, INFO_LINKS } from '../../account-links';

export function PcFooter() {
  const { t } = useTranslation();
  const { logo } = useSiteLogos();
  const siteName = useSiteName();
  const links = (items: { to: string; label: string }[]) =>
    items.map((i) => (
      <Anchor key={i.to} component={Link} to={i.to} c="dimmed" fz="sm">
        {i.label}
      </Anchor>
    ));
  return (
    <footer className="pc-footer" data-testid="pc-footer">
      <Container size="xl" py={40}>
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xl">
          <Stack gap="sm" align="flex-start">
            <SiteLogo path={logo} name={siteName} height={28} />
            <Text fz="sm" c="dimmed" maw={360}>
              {t('app.tagline')}
            </Text>
          </Stack>
          <Stack gap={8}>
            <Text fw={600} fz="sm">
              {t('footer.products')}
            </Text>
            {links([
              { to: '/pc/market', label: t('nav.markets') },
              { to: '/pc/trade/fast', label: t('nav.tradeFast') },
              { to: '/pc/trade/future', label: t('nav.tradeFuture') },
              { to: '/pc/trade/bibi', label: t('nav.tradeBibi') },
              { to: '/pc/mining', label: t('nav.mining') },
              { to: '/demo', label: t('route.demo') },
            ])}
          </Stack>
          <Stack gap={8}>
            <Text fw={600} fz="sm">
              {t('footer.support')}
            </Text>
            <Anchor component="button" type="button" c="dimmed" fz="sm" ta="left" onClick={openLastCustomerService}>
              {t('kefu.title')}
            </Anchor>
            {links([
              { to: '/pc/article/message', label: t('route.messages') },
              { to: '/pc/userCenter/dashboard', label: t('nav.userCenter') },
            ])}
          </Stack>
          <Stack gap={8} data-testid="footer-info">
            <Text fw={600} fz="sm">
              {t('footer.info')}
            </Text>
            {links(accountLinks('pc', INFO_LINKS).map((l) => ({ to: l.to, label: t(l.label) })))}
          </Stack>
        </SimpleGrid>
        <Divider my="lg" color="var(--app-border)" />
        <Group justify="space-between" align="flex-start" gap="md">
          <Text fz="xs" c="dimmed" maw={760}>
            {t('app.riskWarning')}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('app.copyright', { year: new Date().getFullYear(), name: siteName })}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
