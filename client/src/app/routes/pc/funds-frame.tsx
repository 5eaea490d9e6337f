import { Button, Grid, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoginRequired } from '../../../components/login-required';
import { BalanceList, TipsCard } from '../../../features/funds/components/balance-list';
import { type FundsLinks, FundsLinksProvider } from '../../../features/funds/links';
import { openLastCustomerService } from '../../../features/support/hooks/use-customer-overlay';
import { useSession } from '../../../lib/session';
import { accountLinks, fundsPaths } from '../../account-links';
import { PcSidebarFrame } from '../../layouts/pc/pc-sidebar-frame';

const PC_FUNDS_LINKS: FundsLinks = {
  ...fundsPaths('pc'),
  contactSupport: openLastCustomerService,
};

const FUNDS_NAV = accountLinks('pc', ['recharge', 'withdraw', 'transfer', 'gatheringWay', 'property']);
const HISTORY_NAV = accountLinks('pc', ['rechargeHistory', 'withdrawHistory', 'transferHistory']);

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
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  return (
    <FundsLinksProvider links={PC_FUNDS_LINKS}>
      <PcSidebarFrame
        groups={[
          { title: t('user.funds'), links: FUNDS_NAV },
          { title: t('funds.common.history'), links: HISTORY_NAV },
        ]}
        navTestId="funds-nav"
        testId={testId}
      >
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
      </PcSidebarFrame>
    </FundsLinksProvider>
  );
}

/** The funds screens with a form and a history of their own. */
type FundsScreen = 'recharge' | 'withdraw' | 'transfer';

/** A desktop funds form (deposit, withdrawal, exchange): the balances and a tip beside it, the way to its history above it. */
export function PcFundsFormPage({ screen, tips, children }: { screen: FundsScreen; tips: ParseKeys<'funds'>; children: ReactNode }) {
  const { t } = useTranslation('funds');
  const history = `${screen}History` as const;
  return (
    <PcFundsFrame
      title={t(`route.${screen}`)}
      testId={`pc-${screen}`}
      action={{ label: t(`route.${history}`), to: PC_FUNDS_LINKS[history], testId: `${screen}-history-link` }}
      aside={
        <>
          <BalanceList />
          <TipsCard text={t(tips)} />
        </>
      }
    >
      {children}
    </PcFundsFrame>
  );
}

/** A desktop funds history with the way back to its form; `view` names another view of it (the classic transfer_old). */
export function PcFundsHistoryPage({ screen, view, children }: { screen: FundsScreen; view?: 'transferOld'; children: ReactNode }) {
  const { t } = useTranslation('funds');
  const name = view ?? (`${screen}History` as const);
  return (
    <PcFundsFrame
      title={t(`route.${name}`)}
      testId={view === 'transferOld' ? 'pc-transfer-old' : `pc-${screen}-history`}
      action={{ label: t(`route.${screen}`), to: PC_FUNDS_LINKS[screen], back: true }}
    >
      {children}
    </PcFundsFrame>
  );
}
