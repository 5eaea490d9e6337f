import { Button, Container, Grid, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowsExchange,
  IconBuildingBank,
  IconCashBanknote,
  IconCreditCard,
  IconHistory,
  IconReceipt,
  IconReceiptRefund,
  IconWallet,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginRequired } from '../../../components/login-required';
import { type FundsLinks, FundsLinksProvider } from '../../../features/funds/links';
import { openCustomerService } from '../../../features/support/hooks/use-customer-overlay';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { useSession } from '../../../lib/session';

const KEFU_FALLBACK = '/kefu/chat.html';

export const PC_FUNDS_LINKS: FundsLinks = {
  recharge: '/pc/handle/recharge',
  rechargeHistory: '/pc/handle/recharge/history',
  withdraw: '/pc/handle/withdraw',
  withdrawHistory: '/pc/handle/withdraw/history',
  transfer: '/pc/handle/transfer',
  transferHistory: '/pc/handle/transfer/history',
  fastTrade: '/pc/trade/fast',
  property: '/pc/userCenter/property',
  gatheringWay: '/pc/handle/gatheringWay',
  security: '/pc/userCenter/security',
  contactSupport: () => openCustomerService(storage.get(STORAGE_KEYS.customerUrl) || KEFU_FALLBACK),
};

const NAV: { to: string; label: ParseKeys; icon: typeof IconWallet }[][] = [
  [
    { to: PC_FUNDS_LINKS.recharge, label: 'route.recharge', icon: IconBuildingBank },
    { to: PC_FUNDS_LINKS.withdraw, label: 'route.withdraw', icon: IconCashBanknote },
    { to: PC_FUNDS_LINKS.transfer, label: 'route.transfer', icon: IconArrowsExchange },
    { to: PC_FUNDS_LINKS.gatheringWay, label: 'route.gatheringWay', icon: IconCreditCard },
    { to: PC_FUNDS_LINKS.property, label: 'route.property', icon: IconWallet },
  ],
  [
    { to: PC_FUNDS_LINKS.rechargeHistory, label: 'route.rechargeHistory', icon: IconReceipt },
    { to: PC_FUNDS_LINKS.withdrawHistory, label: 'route.withdrawHistory', icon: IconReceiptRefund },
    { to: PC_FUNDS_LINKS.transferHistory, label: 'route.transferHistory', icon: IconHistory },
  ],
];

/** The desktop funds links for pages that live in the user centre (assets, security). */
export function PcFundsLinks({ children }: { children: ReactNode }) {
  return <FundsLinksProvider links={PC_FUNDS_LINKS}>{children}</FundsLinksProvider>;
}

interface Props {
  title: string;
  /** e.g. a link to the page's history. */
  action?: { label: string; to: string; testId?: string; back?: boolean };
  /** Side cards next to the main content. */
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** Desktop funds pages (/pc/handle/*): funds navigation, title, content; visitors are asked to log in. */
export function PcFundsFrame({ title, action, aside, testId, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { loggedIn } = useSession();
  return (
    <FundsLinksProvider links={PC_FUNDS_LINKS}>
      <Container size="xl" py="xl" data-testid={testId}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="lg" p="sm" data-testid="funds-nav">
              {NAV.map((group, i) => (
                <div key={group[0]?.to}>
                  <Text fz="xs" c="dimmed" tt="uppercase" fw={600} px="sm" py={6} mt={i > 0 ? 'xs' : 0}>
                    {i === 0 ? t('user.funds') : t('funds.common.history')}
                  </Text>
                  {group.map((l) => (
                    <NavLink
                      key={l.to}
                      className="pc-sidebar-link"
                      label={t(l.label)}
                      leftSection={<l.icon size={18} />}
                      active={pathname === l.to}
                      onClick={() => navigate(l.to)}
                    />
                  ))}
                </div>
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="lg">
              <div className="page-head">
                <Title order={2}>{title}</Title>
                {action && loggedIn && (
                  <Button
                    variant="light"
                    leftSection={action.back ? <IconArrowLeft size={16} /> : <IconHistory size={16} />}
                    onClick={() => navigate(action.to)}
                    data-testid={action.testId}
                  >
                    {action.label}
                  </Button>
                )}
              </div>
              {!loggedIn ? (
                <LoginRequired />
              ) : aside ? (
                <Grid gap="lg">
                  <Grid.Col span={{ base: 12, lg: 8 }}>{children}</Grid.Col>
                  <Grid.Col span={{ base: 12, lg: 4 }}>
                    <Stack gap="md">{aside}</Stack>
                  </Grid.Col>
                </Grid>
              ) : (
                children
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </FundsLinksProvider>
  );
}
