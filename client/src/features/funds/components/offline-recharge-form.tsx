import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { typedAmount } from '../../../../../shared/money.ts';
import { BANK_CARD } from '../../../../../shared/patterns.ts';
import { toast } from '../../../lib/notify';
import { checkAmount } from '../amount';
import { useCreateRecharge } from '../api/create-recharge';
import { useFormat } from '../../../lib/format';
import { useIssueText } from '../hooks/use-issue-text';
import type { Deposit, RechargeChannels } from '../types';
import { AmountField } from './amount-field';
import { PayeeDetails } from './payee-details';
import { ProofUpload } from './proof-upload';

interface Values {
  currency: string;
  amount: string;
  remitterName: string;
  remitterCard: string;
  remitterAddress: string;
  customerIdNumber: string;
  proofUploadId: number | null;
}

export function limitsOf(channels: RechargeChannels, currency: string) {
  return channels.limits.find((l) => l.currency === currency) ?? { currency, scale: 2, min: '0', max: null };
}

/** Deposit by bank transfer: where to send it, then the remittance details and the transfer screenshot. */
export function OfflineRechargeForm({
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
  const currencies = channels.offline.currencies;
  const form = useForm<Values>({
    initialValues: {
      currency: currencies.includes('USDT') ? 'USDT' : (currencies[0] ?? 'USDT'),
      amount: '',
      remitterName: '',
      remitterCard: '',
      remitterAddress: '',
      customerIdNumber: '',
      proofUploadId: null,
    },
    validate: (v) => {
      const l = limitsOf(channels, v.currency);
      return {
        amount: text(checkAmount(v.amount, { currency: v.currency, scale: l.scale, min: l.min, max: l.max })),
        remitterName: v.remitterName.trim() ? null : t('funds.validation.nameRequired'),
        remitterCard: !v.remitterCard
          ? t('funds.validation.cardRequired')
          : BANK_CARD.test(v.remitterCard)
            ? null
            : t('funds.validation.cardInvalid'),
        remitterAddress: v.remitterAddress.trim() ? null : t('funds.validation.addressRequired'),
        proofUploadId: v.proofUploadId === null ? t('funds.validation.proofRequired') : null,
      };
    },
  });
  const limits = limitsOf(channels, form.values.currency);
  const payee = channels.offline.channels.find((c) => c.currency === form.values.currency);
  const submit = form.onSubmit((v) =>
    create.mutate(
      {
        channel: 'offline',
        currency: v.currency,
        amount: typedAmount(v.amount),
        remitterName: v.remitterName.trim(),
        remitterCard: v.remitterCard,
        remitterAddress: v.remitterAddress.trim(),
        ...(v.customerIdNumber.trim() ? { customerIdNumber: v.customerIdNumber.trim() } : {}),
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
    <form noValidate onSubmit={submit} data-testid="recharge-offline-form">
      <Stack gap="md">
        <SimpleGrid cols={compact ? 1 : 2} spacing="md">
          <NativeSelect
            label={t('funds.common.currency')}
            data={currencies}
            {...form.getInputProps('currency')}
            onChange={(e) => {
              form.setFieldValue('currency', e.currentTarget.value);
              form.setFieldValue('amount', '');
            }}
            data-testid="recharge-currency"
          />
          <AmountField
            label={t('funds.common.amount')}
            value={form.values.amount}
            onChange={(v) => form.setFieldValue('amount', v)}
            currency={form.values.currency}
            scale={limits.scale}
            error={form.errors.amount}
            description={
              limits.max
                ? t('funds.common.limits', {
                    min: f.money(limits.min, limits.currency),
                    max: f.money(limits.max, limits.currency),
                    currency: limits.currency,
                  })
                : t('funds.common.minOnly', { min: f.money(limits.min, limits.currency), currency: limits.currency })
            }
            testId="recharge-amount"
          />
        </SimpleGrid>
        {payee && <PayeeDetails key={payee.id} channel={payee} compact={compact} />}
        <SimpleGrid cols={compact ? 1 : 2} spacing="md">
          <TextInput
            label={t('funds.recharge.remitterName')}
            placeholder={t('funds.recharge.remitterNamePlaceholder')}
            autoComplete="name"
            maxLength={64}
            {...form.getInputProps('remitterName')}
            data-testid="recharge-remitter-name"
          />
          <TextInput
            label={t('funds.recharge.remitterCard')}
            placeholder={t('funds.recharge.remitterCardPlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            {...form.getInputProps('remitterCard')}
            onChange={(e) => form.setFieldValue('remitterCard', e.currentTarget.value.replace(/\D/g, ''))}
            data-testid="recharge-remitter-card"
          />
          <TextInput
            label={t('funds.recharge.remitterAddress')}
            maxLength={200}
            {...form.getInputProps('remitterAddress')}
            data-testid="recharge-remitter-address"
          />
          <TextInput
            label={t('funds.recharge.customerIdNumber')}
            maxLength={32}
            {...form.getInputProps('customerIdNumber')}
            data-testid="recharge-customer-id"
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
