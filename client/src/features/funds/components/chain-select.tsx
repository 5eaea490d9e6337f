import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Chain } from '../types';

/** The network of a crypto currency (BTC, ERC20, TRC20): where an address lives. */
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
      data={[...chains]}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as Chain)}
      data-testid={testId}
    />
  );
}
