import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { typedAmount } from '../../../../../shared/money.ts';
import { BANK_CARD } from '../../../../../shared/patterns.ts';
import { useBankReference } from '../api/get-bank-reference';
import { PayeeDetails } from './payee-details';
import { ReferenceCode } from './reference-code';
import { DepositAmountField, DepositFormEnd, type DepositFormProps, useDeposit } from './recharge-form-parts';

interface Values {
  currency: string;
  amount: string;
  remitterName: string;
  remitterCard: string;
  remitterAddress: string;
  customerIdNumber: string;
  proofUploadId: number | null;
}

/** Deposit by bank transfer: where to send it and the reference to quote, then the remittance details and the transfer screenshot. */
export function OfflineRechargeForm(props: DepositFormProps) {
  const { channels, compact } = props;
  const { t } = useTranslation('funds');
  const deposit = useDeposit(props);
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
    validate: (v) => ({
      ...deposit.checks(v, v.currency),
      remitterName: v.remitterName.trim() ? null : t('funds.validation.nameRequired'),
      remitterCard: !v.remitterCard
        ? t('funds.validation.cardRequired')
        : BANK_CARD.test(v.remitterCard)
          ? null
          : t('funds.validation.cardInvalid'),
      remitterAddress: v.remitterAddress.trim() ? null : t('funds.validation.addressRequired'),
    }),
  });
  const payee = channels.offline.channels.find((c) => c.currency === form.values.currency);
  const reference = useBankReference(payee ? form.values.currency : '');
  // (the code of the currency chosen; without it the server binds the open one, if any)
  const quoted = reference.data?.currency === form.values.currency ? reference.data.reference : undefined;
  const submit = form.onSubmit((v) =>
    deposit.submit({
      channel: 'offline',
      currency: v.currency,
      amount: typedAmount(v.amount),
      remitterName: v.remitterName.trim(),
      remitterCard: v.remitterCard,
      remitterAddress: v.remitterAddress.trim(),
      ...(v.customerIdNumber.trim() ? { customerIdNumber: v.customerIdNumber.trim() } : {}),
      proofUploadId: v.proofUploadId ?? 0,
      ...(quoted ? { reference: quoted } : {}),
    }),
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
          <DepositAmountField
            label={t('funds.common.amount')}
            channels={channels}
            currency={form.values.currency}
            {...form.getInputProps('amount')}
          />
        </SimpleGrid>
        {payee && (
          <PayeeDetails
            key={payee.id}
            channel={payee}
            compact={compact}
            reference={<ReferenceCode query={reference} compact={compact} />}
          />
        )}
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
        <DepositFormEnd pending={deposit.pending} {...form.getInputProps('proofUploadId')} />
      </Stack>
    </form>
  );
}
