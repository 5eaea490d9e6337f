import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NETWORKS } from '../../../../../shared/networks.ts';
import type { Chain } from '../types';

/** A network as pickers name it: its code and its full name ("TRC20 · TRON (TRC20)"). */
export const networkLabel = (network: Chain) => `${network} · ${NETWORKS[network].name}`;

/** The network of a crypto currency (BTC, ERC20, TRC20, SOL, …): where an address lives. */
export function ChainSelect({
  chains,
  value,
  onChange,
  testId,
}: {
  chains: readonly Chain[];
  value: Chain;
  onChange: (chain: Chain) => void;
  testId: string;
}) {
  const { t } = useTranslation('funds');
  return (
    <NativeSelect
      label={t('funds.address.chain')}
      data={chains.map((c) => ({ value: c, label: networkLabel(c) }))}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as Chain)}
      data-testid={testId}
    />
  );
}
