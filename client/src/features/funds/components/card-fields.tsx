import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BANK_CARD } from '../../../../../shared/patterns.ts';
import { CURRENCIES } from '../types';

export interface CardValues {
  holder: string;
  number: string;
  bankName: string;
  bankAddress: string;
  currency: string;
}

export const EMPTY_CARD: CardValues = { holder: '', number: '', bankName: '', bankAddress: '', currency: '' };

/** The checks of a card's fields, shared by binding and by a change request. */
export function useCardValidation() {
  const { t } = useTranslation('funds');
  return {
    holder: (v: string) => (v.trim() ? null : t('funds.validation.holderRequired')),
    number: (v: string) => (!v ? t('funds.validation.cardRequired') : BANK_CARD.test(v) ? null : t('funds.validation.cardInvalid')),
    bankName: (v: string) => (v.trim() ? null : t('funds.validation.bankNameRequired')),
    bankAddress: (v: string) => (v.trim() ? null : t('funds.validation.bankAddressRequired')),
    currency: (v: string) => (v ? null : t('funds.validation.currencyRequired')),
  };
}

/** The card as sent: text trimmed. */
export const trimmedCard = (v: CardValues): CardValues => ({
  holder: v.holder.trim(),
  number: v.number,
  bankName: v.bankName.trim(),
  bankAddress: v.bankAddress.trim(),
  currency: v.currency,
});

/** Holder, number, bank, bank address and currency of a card (`prefix` names the test ids). */
export function CardFields<V extends CardValues>({
  form,
  compact,
  prefix = 'bankcard',
}: {
  form: UseFormReturnType<V>;
  compact?: boolean;
  prefix?: string;
}) {
  const { t } = useTranslation('funds');
  return (
    <SimpleGrid cols={compact ? 1 : 2} spacing="md">
      <TextInput
        label={t('funds.card.holder')}
        autoComplete="cc-name"
        maxLength={64}
        {...form.getInputProps('holder')}
        data-testid={`${prefix}-holder`}
      />
      <TextInput
        label={t('funds.card.number')}
        placeholder={t('funds.recharge.remitterCardPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        {...form.getInputProps('number')}
        onChange={(e) => form.setFieldValue('number', e.currentTarget.value.replace(/\D/g, '') as never)}
        data-testid={`${prefix}-number`}
      />
      <TextInput label={t('funds.card.bankName')} maxLength={100} {...form.getInputProps('bankName')} data-testid={`${prefix}-bank-name`} />
      <TextInput
        label={t('funds.card.bankAddress')}
        maxLength={200}
        {...form.getInputProps('bankAddress')}
        data-testid={`${prefix}-bank-address`}
      />
      <NativeSelect
        label={t('funds.common.currency')}
        data={[{ value: '', label: t('funds.card.chooseCurrency') }, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
        {...form.getInputProps('currency')}
        data-testid={`${prefix}-currency`}
      />
    </SimpleGrid>
  );
}
