import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconBuildingBank,
  IconCashBanknote,
  IconChartLine,
  IconHeadset,
  IconLanguage,
  IconPick,
  IconPlayerPlay,
  IconWallet,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MobileHeader } from '../../../components/mobile-header';
import { QueryState } from '../../../components/query-state';
import { SiteLogo } from '../../../components/site-logo';
import { useSiteLogos } from '../../../features/config/hooks/use-site-logos';
import { useSiteName } from '../../../features/config/hooks/use-site-name';
import { useBanners } from '../../../features/content/api/get-banners';
import { useNotices } from '../../../features/content/api/get-notices';
import { BannerCarousel } from '../../../features/content/components/banner-carousel';
import { NoticeDialog } from '../../../features/content/components/notice-dialog';
import { NoticeTicker } from '../../../features/content/components/notice-ticker';
import { useRecommendedProducts } from '../../../features/market/api/get-recommended-products';
import { ProductList } from '../../../features/market/components/product-list';
import { marketDetailPath, useOpenLink } from '../navigation';
import { WpHeaderActions } from './header-actions';

const QUICK: { label: ParseKeys; to: string; icon: typeof IconWallet; color: string }[] = [
  { label: 'home.quickRecharge', to: '/wp/recharge', icon: IconBuildingBank, color: 'brand' },
  { label: 'home.quickWithdraw', to: '/wp/withdraw', icon: IconCashBanknote, color: 'teal' },
  { label: 'home.quickDemo', to: '/demo', icon: IconPlayerPlay, color: 'violet' },
  { label: 'home.quickMining', to: '/wp/mining', icon: IconPick, color: 'yellow' },
  { label: 'home.quickMarkets', to: '/wp/quotes/list', icon: IconChartLine, color: 'cyan' },
  { label: 'home.quickAssets', to: '/wp/property', icon: IconWallet, color: 'indigo' },
  { label: 'home.quickSupport', to: '/wp/kefu', icon: IconHeadset, color: 'green' },
  { label: 'home.quickLanguage', to: '/wp/language', icon: IconLanguage, color: 'orange' },
];

/** Mobile home: banners, notices, shortcuts, popular markets. */
export default function WpHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openLink = useOpenLink('wp');
  const { logo } = useSiteLogos();
  const siteName = useSiteName();
  const banners = useBanners('wp');
  const notices = useNotices();
  const products = useRecommendedProducts();
  const list = products.data ?? [];

  return (
    <Box data-testid="wp-home" className="wp-bleed">
      <MobileHeader left={<SiteLogo path={logo} name={siteName} height={26} />} right={<WpHeaderActions />} />
      <NoticeDialog onOpen={(id) => navigate(`/wp/notice/detail?id=${id}`)} />
      <Stack gap="md" py={12} className="wp-home-top wp-bleed-body">
        <BannerCarousel banners={banners.data} loading={banners.isPending} ratio={3} radius="md" onOpen={openLink} />
        <NoticeTicker
          notices={notices.data}
          onOpen={(id) => navigate(`/wp/notice/detail?id=${id}`)}
          onMore={() => navigate('/wp/notice')}
        />
        <Paper withBorder radius="md" py="sm" px={4}>
          <SimpleGrid cols={4} spacing={4} verticalSpacing="xs">
            {QUICK.map((q) => (
              <UnstyledButton
                key={q.to}
                className="quick-entry"
                onClick={() => navigate(q.to)}
                data-testid={`quick-${q.to.split('/').pop()}`}
              >
                <ThemeIcon size={40} radius="md" variant="light" color={q.color}>
                  <q.icon size={22} />
                </ThemeIcon>
                <Text fz={12} lh={1.2}>
                  {t(q.label)}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Paper>
      </Stack>
      <Stack gap="sm" pb={12} className="wp-bleed-body">
        <Group justify="space-between">
          <Title order={4}>{t('home.recommended')}</Title>
          <UnstyledButton fz="sm" c="dimmed" onClick={() => navigate('/wp/quotes/list')}>
            {t('common.more')}
          </UnstyledButton>
        </Group>
        <QueryState
          isPending={products.isPending}
          isError={products.isError}
          isEmpty={list.length === 0}
          onRetry={() => void products.refetch()}
        >
          <ProductList products={list} onOpen={(p) => navigate(marketDetailPath('wp', p.id))} testId="home-product-list" />
        </QueryState>
      </Stack>
    </Box>
  );
}
