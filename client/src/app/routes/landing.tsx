// The landing page for visitors (issue 19.6, decision 053), at /landing on either interface:
// one responsive page (desktop and mobile widths), outside the pc and wp shells so it paints
// with no shell chunk. Live prices of crypto, forex, stocks and commodities (the product list,
// then the quotes channel), the listing tiers, the IEO offers as information, the mobile app,
// the demo and sign-up calls to action and the sign-up protection notice.
import { Box, Button, Container, Group, Paper, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProductSummary } from '../../../../shared/schemas/product.ts';
import { PageLoader } from '../../components/page-loader';
import { SiteLogo } from '../../components/site-logo';
import { useSiteLogos } from '../../features/config/hooks/use-site-logos';
import { useSiteName } from '../../features/config/hooks/use-site-name';
import { AppPromo, CaptchaNotice, IeoInformation, ListingTiers } from '../../features/landing/components/landing-sections';
import { ProductCards } from '../../features/market/components/product-cards';
import { useProductList } from '../../lib/api/product-list';
import { currentDevice, loginPathFor } from '../../lib/device';
import { useNamespace } from '../../lib/i18n-namespaces';
import { useSession } from '../../lib/session';
import { marketDetailPath } from './navigation';

const CATEGORIES = ['crypto', 'forex', 'stock', 'commodity'] as const;
const PER_CATEGORY = 4;

function MarketBoard() {
  const { t } = useTranslation('landing');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const device = currentDevice();
  const products = useProductList();
  const list = products.data ?? [];
  return (
    <Stack gap="lg" data-testid="landing-markets">
      <Title order={3}>{t('marketsTitle')}</Title>
      {CATEGORIES.map((category) => {
        const some: ProductSummary[] = list.filter((p) => p.category === category).slice(0, PER_CATEGORY);
        return (
          <Stack key={category} gap="xs" data-testid={`landing-market-${category}`}>
            <Text fw={600} c="dimmed" tt="uppercase" fz="xs">
              {common(`market.${category}`)}
            </Text>
            {products.isPending ? (
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
                {['a', 'b', 'c', 'd'].map((slot) => (
                  <Skeleton key={slot} h={112} radius="md" />
                ))}
              </SimpleGrid>
            ) : (
              <ProductCards products={some} onOpen={(p) => navigate(marketDetailPath(device, p.id))} />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

export default function LandingPage() {
  // (the landing strings are a namespace of their own, loaded with this page)
  const ready = useNamespace('landing');
  if (!ready) return <PageLoader minHeight="100vh" />;
  return <Landing />;
}

function Landing() {
  const { t } = useTranslation('landing');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const siteName = useSiteName();
  const { logo } = useSiteLogos();
  const { loggedIn } = useSession();
  const device = currentDevice();
  const signUp = () => navigate(device === 'wp' ? '/wp/user/register' : '/pc/user/register');
  const demo = () => navigate('/demo');
  return (
    <Box data-testid="landing" pb={48}>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap">
            <SiteLogo path={logo} name={siteName} height={30} />
            <Group gap="xs" wrap="nowrap">
              {loggedIn ? (
                <Button size="xs" onClick={() => navigate(device === 'wp' ? '/wp/home' : '/pc/home')}>
                  {t('openApp')}
                </Button>
              ) : (
                <>
                  <Button size="xs" variant="default" onClick={() => navigate(loginPathFor(device))} data-testid="landing-login">
                    {common('auth.loginButton')}
                  </Button>
                  <Button size="xs" onClick={signUp} data-testid="landing-signup-top">
                    {t('signUp')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>

      <Box className="pc-hero" py={{ base: 32, sm: 56 }}>
        <Container size="xl">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 28, sm: 40 }}>
              {t('heroTitle')}
            </Title>
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
              {t('heroText')}
            </Text>
            <Group gap="sm">
              <Button size="md" leftSection={<IconUserPlus size={18} />} onClick={signUp} data-testid="landing-signup">
                {t('signUp')}
              </Button>
              <Button size="md" variant="default" leftSection={<IconPlayerPlay size={18} />} onClick={demo} data-testid="landing-demo">
                {t('tryDemo')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="xl">
        <Stack gap={48}>
          <MarketBoard />
          <ListingTiers />
          <IeoInformation />
          <AppPromo onOpen={() => navigate(device === 'wp' ? '/wp/download' : '/pc/download')} />
          <Paper radius="lg" p={{ base: 'lg', sm: 40 }} className="user-summary" data-testid="landing-demo-cta">
            <Group justify="space-between" gap="lg">
              <Stack gap={6} maw={640}>
                <Title order={2}>{t('demoTitle')}</Title>
                <Text c="dimmed">{t('demoText')}</Text>
              </Stack>
              <Group>
                <Button size="md" onClick={demo}>
                  {t('tryDemo')}
                </Button>
                <Button size="md" variant="default" onClick={signUp}>
                  {t('signUp')}
                </Button>
              </Group>
            </Group>
          </Paper>
          <CaptchaNotice />
        </Stack>
      </Container>
    </Box>
  );
}
