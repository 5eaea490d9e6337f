import { Divider, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { typedAmount } from '../../../../../shared/money.ts';
import { TX_HASH } from '../../../../../shared/patterns.ts';
import type { Chain } from '../types';
import { DepositAddress } from './deposit-address';
import { DepositAmountField, DepositFormEnd, type DepositFormProps, useDeposit } from './recharge-form-parts';

interface Values {
  coin: string;
  chain: Chain;
  amount: string;
  txHash: string;
  proofUploadId: number | null;
}

/**
 * A crypto deposit (issue 38): the coin and its network, the user's own address there (QR code,
 * copy, the network's warning, confirmations, minimum), then what was sent: quantity, transaction
 * hash and the transfer's screenshot.
 */
export function CryptoRechargeForm(props: DepositFormProps) {
  const { channels, compact } = props;
  const { t } = useTranslation('funds');
  const deposit = useDeposit(props);
  const offered = channels.crypto.networks;
  const coins = offered.map((c) => c.currency);
  const networksOf = (coin: string) => offered.find((c) => c.currency === coin)?.networks ?? [];
  const firstCoin = coins.includes('USDT') ? 'USDT' : (coins[0] ?? '');
  const form = useForm<Values>({
    initialValues: { coin: firstCoin, chain: networksOf(firstCoin)[0]?.network ?? 'TRC20', amount: '', txHash: '', proofUploadId: null },
    validate: (v) => ({
      ...deposit.checks(v, v.coin),
      txHash: !v.txHash.trim() || TX_HASH.test(v.txHash.trim()) ? null : t('funds.validation.txHashInvalid'),
    }),
  });
  const { coin, chain } = form.values;
  const networks = networksOf(coin);
  const submit = form.onSubmit((v) =>
    deposit.submit({
      channel: 'crypto',
      currency: v.coin,
      chain: v.chain,
      amount: typedAmount(v.amount),
      ...(v.txHash.trim() ? { txHash: v.txHash.trim() } : {}),
      proofUploadId: v.proofUploadId ?? 0,
    }),
  );
  return (
    <form noValidate onSubmit={submit} data-testid="recharge-crypto-form">
      <Stack gap="md">
        <SimpleGrid cols={compact ? 1 : 2} spacing="md">
          <NativeSelect
            label={t('funds.recharge.coin')}
            data={coins}
            value={coin}
            onChange={(e) => {
              const next = e.currentTarget.value;
              form.setValues({ coin: next, chain: networksOf(next)[0]?.network ?? 'TRC20', amount: '' });
              form.clearErrors();
            }}
            data-testid="recharge-coin"
          />
        </SimpleGrid>
        <Radio.Group
          label={t('funds.recharge.chain')}
          value={chain}
          onChange={(n) => form.setFieldValue('chain', n as Chain)}
          data-testid="recharge-network"
        >
          <SimpleGrid cols={compact ? 1 : 3} spacing="sm" mt={6}>
            {networks.map((n) => (
              <Radio.Card
                key={n.network}
                value={n.network}
                className="method-card"
                data-active={n.network === chain || undefined}
                data-testid={`recharge-network-${n.network}`}
              >
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} fz="sm">
                      {n.network}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {n.name}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {coin && <DepositAddress coin={coin} network={chain} compact={compact} />}
        <Divider label={t('depositAddress.claimTitle')} labelPosition="left" />
        <Text fz="sm" c="dimmed" mt={-8}>
          {t('depositAddress.claim')}
        </Text>
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
