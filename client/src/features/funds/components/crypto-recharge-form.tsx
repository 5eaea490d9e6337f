import { Input, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { typedAmount } from '../../../../../shared/money.ts';
import { TX_HASH } from '../../../../../shared/patterns.ts';
import type { Chain } from '../types';
import { DepositAddress } from './deposit-address';
import { DepositAmountField, DepositFormEnd, type DepositFormProps, useDeposit } from './recharge-form-parts';

interface Values {
  coin: string;
  chain: string;
  amount: string;
  txHash: string;
  proofUploadId: number | null;
}

/** Deposit to one of the platform's crypto addresses: coin, network, quantity, proof. */
export function CryptoRechargeForm(props: DepositFormProps) {
  const { channels, compact } = props;
  const { t } = useTranslation('funds');
  const deposit = useDeposit(props);
  const addresses = channels.crypto.addresses;
  const coins = [...new Set(addresses.map((a) => a.currency))];
  const chainsOf = (coin: string) => addresses.filter((a) => a.currency === coin).map((a) => a.chain);
  const firstCoin = coins.includes('USDT') ? 'USDT' : (coins[0] ?? '');
  const form = useForm<Values>({
    initialValues: { coin: firstCoin, chain: chainsOf(firstCoin)[0] ?? '', amount: '', txHash: '', proofUploadId: null },
    validate: (v) => ({
      ...deposit.checks(v, v.coin),
      txHash: !v.txHash.trim() || TX_HASH.test(v.txHash.trim()) ? null : t('funds.validation.txHashInvalid'),
    }),
  });
  const { coin, chain } = form.values;
  const address = addresses.find((a) => a.currency === coin && a.chain === chain);
  const submit = form.onSubmit((v) =>
    deposit.submit({
      channel: 'crypto',
      currency: v.coin,
      chain: v.chain as Chain,
      amount: typedAmount(v.amount),
      ...(v.txHash.trim() ? { txHash: v.txHash.trim() } : {}),
      proofUploadId: v.proofUploadId ?? 0,
    }),
  );
  return (
    <form noValidate onSubmit={submit} data-testid="recharge-crypto-form">
      <Stack gap="md">
        <SimpleGrid cols={compact ? 1 : 2} spacing="md">
          <Input.Wrapper label={t('funds.recharge.coin')}>
            <SegmentedControl
              fullWidth
              data={coins.map((c) => ({ value: c, label: <span data-testid={`recharge-coin-${c}`}>{c}</span> }))}
              value={coin}
              onChange={(c) => {
                form.setValues({ coin: c, chain: chainsOf(c)[0] ?? '', amount: '' });
              }}
              data-testid="recharge-coin"
            />
          </Input.Wrapper>
          <Input.Wrapper label={t('funds.recharge.chain')}>
            <SegmentedControl
              fullWidth
              data={chainsOf(coin).map((c) => ({ value: c, label: <span data-testid={`recharge-chain-${c}`}>{c}</span> }))}
              value={chain}
              onChange={(c) => form.setFieldValue('chain', c)}
              data-testid="recharge-chain"
            />
          </Input.Wrapper>
        </SimpleGrid>
        {address && <DepositAddress address={address.address} coin={coin} chain={chain} compact={compact} />}
        <SimpleGrid cols={compact ? 1 : 2} spacing="md">
          <DepositAmountField label={t('funds.common.quantity')} channels={channels} currency={coin} {...form.getInputProps('amount')} />
          <TextInput
            label={t('funds.recharge.txHash')}
            autoComplete="off"
            maxLength={82}
            classNames={{ input: 'mono-input' }}
            {...form.getInputProps('txHash')}
            data-testid="recharge-tx-hash"
          />
        </SimpleGrid>
        <DepositFormEnd pending={deposit.pending} {...form.getInputProps('proofUploadId')} />
      </Stack>
    </form>
  );
}
