import { Alert, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BANK_CARD } from '../../../../../shared/patterns.ts';
import { toast } from '../../../lib/notify';
import { useBindBankCard } from '../api/bind-bank-card';
import { useBankCard } from '../api/get-bank-card';
import { useFundsLinks } from '../links';
import { CURRENCIES } from '../types';

interface Values {
  holder: string;
  number: string;
  bankName: string;
  bankAddress: string;
  currency: string;
  agreement: boolean;
}

/** The one bank card: shown masked once bound (not editable), else the binding form. */
export function BankCardPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const links = useFundsLinks();
  const card = useBankCard();
  const bind = useBindBankCard();
  const form = useForm<Values>({
    initialValues: { holder: '', number: '', bankName: '', bankAddress: '', currency: '', agreement: false },
    validate: {
      holder: (v) => (v.trim() ? null : t('funds.validation.holderRequired')),
      number: (v) => (!v ? t('funds.validation.cardRequired') : BANK_CARD.test(v) ? null : t('funds.validation.cardInvalid')),
      bankName: (v) => (v.trim() ? null : t('funds.validation.bankNameRequired')),
      bankAddress: (v) => (v.trim() ? null : t('funds.validation.bankAddressRequired')),
      currency: (v) => (v ? null : t('funds.validation.currencyRequired')),
      agreement: (v) => (v ? null : t('funds.validation.agreementRequired')),
    },
  });
  const note = (
    <Alert variant="light" color="blue" radius="md" icon={<IconInfoCircle size={18} />} p="sm">
      <Group justify="space-between" gap="xs">
        <Text fz="sm">{t('funds.card.note')}</Text>
        <Button variant="subtle" size="compact-sm" onClick={links.contactSupport}>
          {t('soon.contactSupport')}
        </Button>
      </Group>
    </Alert>
  );
  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'} data-testid="bankcard-panel">
      <Stack gap="md">
        <Title order={4}>{t('funds.card.title')}</Title>
        {card.isPending ? (
          <Skeleton h={160} radius="lg" />
        ) : card.data ? (
          <>
            <div className="bank-card" data-testid="bankcard-bound">
              <Group justify="space-between" align="flex-start">
                <Stack gap={0}>
                  <Text fw={700} fz="lg">
                    {card.data.bankName}
                  </Text>
                  <Text fz="xs" opacity={0.8}>
                    {card.data.bankAddress}
                  </Text>
                </Stack>
                <IconCreditCard size={28} />
              </Group>
              <Text ff="monospace" fz={compact ? 'lg' : 22} fw={600} lts={1} my="md" data-testid="bankcard-number">
                {card.data.number}
              </Text>
              <Group justify="space-between">
                <Text fz="sm" fw={600} tt="uppercase">
                  {card.data.holder}
                </Text>
                <Text fz="sm" fw={600}>
                  {card.data.currency}
                </Text>
              </Group>
            </div>
            {note}
          </>
        ) : (
          <form
            noValidate
            data-testid="bankcard-form"
            onSubmit={form.onSubmit((v) =>
              bind.mutate(
                {
                  holder: v.holder.trim(),
                  number: v.number,
                  bankName: v.bankName.trim(),
                  bankAddress: v.bankAddress.trim(),
                  currency: v.currency,
                  agreement: true,
                },
                { onSuccess: () => toast.success(t('funds.common.bound')) },
              ),
            )}
          >
            <Stack gap="md">
              {note}
              <SimpleGrid cols={compact ? 1 : 2} spacing="md">
                <TextInput
                  label={t('funds.card.holder')}
                  autoComplete="cc-name"
                  maxLength={64}
                  {...form.getInputProps('holder')}
                  data-testid="bankcard-holder"
                />
                <TextInput
                  label={t('funds.card.number')}
                  placeholder={t('funds.recharge.remitterCardPlaceholder')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={24}
                  {...form.getInputProps('number')}
                  onChange={(e) => form.setFieldValue('number', e.currentTarget.value.replace(/\D/g, ''))}
                  data-testid="bankcard-number"
                />
                <TextInput
                  label={t('funds.card.bankName')}
                  maxLength={100}
                  {...form.getInputProps('bankName')}
                  data-testid="bankcard-bank-name"
                />
                <TextInput
                  label={t('funds.card.bankAddress')}
                  maxLength={200}
                  {...form.getInputProps('bankAddress')}
                  data-testid="bankcard-bank-address"
                />
                <NativeSelect
                  label={t('funds.common.currency')}
                  data={[{ value: '', label: t('funds.card.chooseCurrency') }, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
                  {...form.getInputProps('currency')}
                  data-testid="bankcard-currency"
                />
              </SimpleGrid>
              <Checkbox
                label={t('funds.card.agreement')}
                {...form.getInputProps('agreement', { type: 'checkbox' })}
                data-testid="bankcard-agreement"
              />
              <Button type="submit" size="md" loading={bind.isPending} data-testid="bankcard-submit">
                {t('funds.card.bind')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
