import { Button, Input, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { typedAmount } from '../../../../../shared/money.ts';
import { TX_HASH } from '../../../../../shared/patterns.ts';
import { toast } from '../../../lib/notify';
import { checkAmount } from '../amount';
import { useCreateRecharge } from '../api/create-recharge';
import { useFormat } from '../../../lib/format';
import { useIssueText } from '../hooks/use-issue-text';
import type { Chain, Deposit, RechargeChannels } from '../types';
import { AmountField } from './amount-field';
import { DepositAddress } from './deposit-address';
import { limitsOf } from './offline-recharge-form';
import { ProofUpload } from './proof-upload';

interface Values {
  coin: string;
  chain: string;
  amount: string;
  txHash: string;
  proofUploadId: number | null;
}

/** Deposit to one of the platform's crypto addresses: coin, network, quantity, proof. */
export function CryptoRechargeForm({
  channels,
  onSubmitted,
  compact,
}: {
  channels: RechargeChannels;
  onSubmitted: (d: Deposit) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const text = useIssueText();
  const f = useFormat();
  const create = useCreateRecharge();
  const addresses = channels.crypto.addresses;
  const coins = [...new Set(addresses.map((a) => a.currency))];
  const chainsOf = (coin: string) => addresses.filter((a) => a.currency === coin).map((a) => a.chain);
  const firstCoin = coins.includes('USDT') ? 'USDT' : (coins[0] ?? '');
  const form = useForm<Values>({
    initialValues: { coin: firstCoin, chain: chainsOf(firstCoin)[0] ?? '', amount: '', txHash: '', proofUploadId: null },
    validate: (v) => {
      const l = limitsOf(channels, v.coin);
      return {
        amount: text(checkAmount(v.amount, { currency: v.coin, scale: l.scale, min: l.min, max: l.max })),
        txHash: !v.txHash.trim() || TX_HASH.test(v.txHash.trim()) ? null : t('funds.validation.txHashInvalid'),
        proofUploadId: v.proofUploadId === null ? t('funds.validation.proofRequired') : null,
      };
    },
  });
  const { coin, chain } = form.values;
  const limits = limitsOf(channels, coin);
  const address = addresses.find((a) => a.currency === coin && a.chain === chain);
  const submit = form.onSubmit((v) =>
    create.mutate(
      {
        channel: 'crypto',
        currency: v.coin,
        chain: v.chain as Chain,
        amount: typedAmount(v.amount),
        ...(v.txHash.trim() ? { txHash: v.txHash.trim() } : {}),
        proofUploadId: v.proofUploadId ?? 0,
      },
      {
        onSuccess: (deposit) => {
          toast.success(t('funds.common.submitted'));
          onSubmitted(deposit);
        },
      },
    ),
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
          <AmountField
            label={t('funds.common.quantity')}
            value={form.values.amount}
            onChange={(v) => form.setFieldValue('amount', v)}
            currency={coin}
            scale={limits.scale}
            error={form.errors.amount}
            description={
              limits.max
                ? t('funds.common.limits', { min: f.money(limits.min, coin), max: f.money(limits.max, coin), currency: coin })
                : t('funds.common.minOnly', { min: f.money(limits.min, coin), currency: coin })
            }
            testId="recharge-amount"
          />
          <TextInput
            label={t('funds.recharge.txHash')}
            autoComplete="off"
            maxLength={82}
            classNames={{ input: 'mono-input' }}
            {...form.getInputProps('txHash')}
            data-testid="recharge-tx-hash"
          />
        </SimpleGrid>
        <ProofUpload
          label={t('funds.recharge.proof')}
          value={form.values.proofUploadId}
          onChange={(id) => form.setFieldValue('proofUploadId', id)}
          error={typeof form.errors.proofUploadId === 'string' ? form.errors.proofUploadId : null}
          testId="recharge-proof-input"
        />
        <Button type="submit" size="md" loading={create.isPending} data-testid="recharge-submit">
          {t('funds.recharge.submit')}
        </Button>
      </Stack>
    </form>
  );
}
