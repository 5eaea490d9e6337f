import { NavLink, Stack } from '@mantine/core';
import {
  IconAdjustments,
  IconArrowDownCircle,
  IconArrowBarToDown,
  IconArrowUpCircle,
  IconArrowsExchange,
  IconBug,
  IconChartCandle,
  IconGift,
  IconChecklist,
  IconCoinBitcoin,
  IconCoins,
  IconCreditCard,
  IconFileText,
  IconHistory,
  IconId,
  IconKey,
  IconLayoutDashboard,
  IconMessages,
  IconScale,
  IconServer2,
  IconPick,
  IconSchool,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Permission } from '../../../../../shared/staff.ts';
import { type AdminSection, navFor } from '../nav';

const ICONS: Record<AdminSection, ReactNode> = {
  overview: <IconLayoutDashboard size={18} />,
  deposits: <IconArrowDownCircle size={18} />,
  incoming: <IconArrowBarToDown size={18} />,
  withdrawals: <IconArrowUpCircle size={18} />,
  cards: <IconCreditCard size={18} />,
  kyc: <IconId size={18} />,
  users: <IconUsers size={18} />,
  apiKeys: <IconKey size={18} />,
  contract: <IconChartCandle size={18} />,
  spot: <IconArrowsExchange size={18} />,
  bonus: <IconGift size={18} />,
  mining: <IconPick size={18} />,
  classes: <IconSchool size={18} />,
  approvals: <IconChecklist size={18} />,
  adjustments: <IconScale size={18} />,
  money: <IconCoins size={18} />,
  content: <IconFileText size={18} />,
  listing: <IconCoinBitcoin size={18} />,
  config: <IconAdjustments size={18} />,
  staff: <IconUserShield size={18} />,
  audit: <IconHistory size={18} />,
  errors: <IconBug size={18} />,
  engine: <IconServer2 size={18} />,
  chat: <IconMessages size={18} />,
};

/** The menu entries this staff member's role may open. */
export function AdminNav({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <Stack gap={2} data-testid="admin-nav">
      {navFor(permissions).map((e) => (
        <NavLink
          key={e.section}
          component={Link}
          to={e.path}
          label={t(`admin.nav.${e.section}`)}
          leftSection={ICONS[e.section]}
          active={pathname === e.path || pathname.startsWith(`${e.path}/`)}
          data-testid={`admin-nav-${e.section}`}
        />
      ))}
    </Stack>
  );
}
