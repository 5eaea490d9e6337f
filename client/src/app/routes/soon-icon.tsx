import {
  IconBuildingBank,
  IconChartCandle,
  IconChartLine,
  IconCreditCard,
  IconHistory,
  IconId,
  IconPick,
  IconPlayerPlay,
  IconShieldLock,
  IconTransfer,
  IconWallet,
  IconCashBanknote,
} from '@tabler/icons-react';
import type { SoonIcon } from '../route-handle';

const ICONS: Record<SoonIcon, typeof IconWallet> = {
  market: IconChartLine,
  trade: IconChartCandle,
  history: IconHistory,
  wallet: IconWallet,
  certify: IconId,
  security: IconShieldLock,
  deposit: IconBuildingBank,
  withdraw: IconCashBanknote,
  transfer: IconTransfer,
  card: IconCreditCard,
  mining: IconPick,
  demo: IconPlayerPlay,
};

export function SoonIconView({ icon, size = 36 }: { icon: SoonIcon | undefined; size?: number }) {
  const Icon = ICONS[icon ?? 'market'];
  return <Icon size={size} />;
}
