import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconChartCandle, IconCoins, IconPick, IconPlayerPlay, IconTrendingUp } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useBanners } from '../../../features/content/api/get-banners';
import { useNotices } from '../../../features/content/api/get-notices';
import { BannerCarousel } from '../../../features/content/components/banner-carousel';
import { NoticeDialog } from '../../../features/content/components/notice-dialog';
import { NoticeTicker } from '../../../features/content/components/notice-ticker';
import { useRecommendedProducts } from '../../../features/market/api/get-recommended-products';
import { ProductCards } from '../../../features/market/components/product-cards';
import { ProductTable } from '../../../features/market/components/product-table';
import { useSession } from '../../../lib/session';
import { marketDetailPath, tradePath, useOpenLink } from '../navigation';

const FEATURES: { title: ParseKeys; text: ParseKeys; to: string; icon: typeof IconCoins }[] = [
  { title: 'home.featureFast', text: 'home.featureFastText', to: '/pc/trade/fast', icon: IconTrendingUp },
  { title: 'home.featureContract', text: 'home.featureContractText', to: '/pc/trade/future', icon: IconChartCandle },
  { title: 'home.featureSpot', text: 'home.featureSpotText', to: '/pc/trade/bibi', icon: IconCoins },
  { title: 'home.featureMining', text: 'home.featureMiningText', to: '/pc/mining', icon: IconPick },
  { title: 'home.featureDemo', text: 'home.featureDemoText', to: '/demo', icon: IconPlayerPlay },
];

/** Desktop home: banners, notices, headline quotes, popular markets, features. */
export default function PcHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openLink = useOpenLink('pc');
  const { loggedIn } = useSession();
  const banners = useBanners('pc');
  const notices = useNotices();
  const products = useRecommendedProducts();
  const list = products.data ?? [];

  return (
    <Box data-testid="pc-home">
      <NoticeDialog onOpen={(id) => navigate(`/pc/article/notice/detail?id=${id}`)} />
      <Box className="pc-hero" pb="xl" pt="lg">
        <Container size="xl">
          <Stack gap="md">
            <BannerCarousel banners={banners.data} loading={banners.isPending} ratio={3.4} onOpen={openLink} />
            <NoticeTicker
              notices={notices.data}
              onOpen={(id) => navigate(`/pc/article/notice/detail?id=${id}`)}
              onMore={() => navigate('/pc/article/message?tab=notices')}
            />
            {list.length > 0 && <ProductCards products={list.slice(0, 4)} onOpen={(p) => navigate(marketDetailPath('pc', p.id))} />}
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py={40}>
        <Group justify="space-between" mb="md">
          <Title order={3}>{t('home.recommended')}</Title>
          <Button variant="subtle" rightSection={<IconArrowRight size={16} />} onClick={() => navigate('/pc/market')}>
            {t('common.viewAll')}
          </Button>
        </Group>
        <Paper withBorder radius="lg" p="xs">
          <QueryState
            isPending={products.isPending}
            isError={products.isError}
            isEmpty={list.length === 0}
            onRetry={() => void products.refetch()}
          >
            <ProductTable
              products={list}
              onOpen={(p) => navigate(marketDetailPath('pc', p.id))}
              tradePath={(p) => tradePath('pc', p.symbol)}
              testId="home-product-table"
            />
          </QueryState>
        </Paper>
      </Container>

      <Container size="xl" pb={56}>
        <Title order={3} mb="md">
          {t('home.features')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="md">
          {FEATURES.map((f) => (
            <UnstyledButton key={f.to} onClick={() => navigate(f.to)}>
              <Paper withBorder radius="lg" p="lg" className="feature-card">
                <ThemeIcon size={44} radius="md" variant="light" mb="md">
                  <f.icon size={24} />
                </ThemeIcon>
                <Text fw={600}>{t(f.title)}</Text>
                <Text fz="sm" c="dimmed" mt={4}>
                  {t(f.text)}
                </Text>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>

        <Paper radius="lg" p={40} mt={48} className="user-summary">
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap={6} maw={640}>
              <Title order={2}>{t('home.heroTitle')}</Title>
              <Text c="dimmed">{t('home.heroText')}</Text>
            </Stack>
            <Group>
              <Button size="md" onClick={() => navigate(loggedIn ? '/pc/trade/fast' : '/pc/user/register')} data-testid="home-cta">
                {loggedIn ? t('home.openTrade') : t('home.getStarted')}
              </Button>
              <Button size="md" variant="default" onClick={() => navigate('/demo')}>
                {t('home.featureDemo')}
              </Button>
            </Group>
          </Group>
        </Paper>
      </Container>
    </Box>
  );
}
