import { Alert, Anchor, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { DetailRow } from '../../../components/detail-row';
import { toast } from '../../../lib/notify';
import { useBindBankCard } from '../api/bind-bank-card';
import { useBankCard } from '../api/get-bank-card';
import { useFundsLinks } from '../links';
import { CardChange } from './card-change';
import { CardFields, type CardValues, EMPTY_CARD, trimmedCard, useCardValidation } from './card-fields';

interface Values extends CardValues {
  agreement: boolean;
}

/**
 * The one bank card: shown masked once bound (a change is a request to customer service), else
 * the binding form, whose details are shown back for a last check before the card is bound for good.
 */
export function BankCardPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('funds');
  const links = useFundsLinks();
  const card = useBankCard();
  const bind = useBindBankCard();
  // the card as it will be bound, while its confirmation is open
  const [checking, setChecking] = useState<CardValues | null>(null);
  const form = useForm<Values>({
    initialValues: { ...EMPTY_CARD, agreement: false },
    validate: { ...useCardValidation(), agreement: (v) => (v ? null : t('funds.validation.agreementRequired')) },
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
            <CardChange compact={compact} />
          </>
        ) : (
          <form noValidate data-testid="bankcard-form" onSubmit={form.onSubmit((v) => setChecking(trimmedCard(v)))}>
            <Stack gap="md">
              {note}
              <CardFields form={form} compact={compact} />
              <Checkbox
                label={
                  <>
                    {t('funds.card.agreement')}{' '}
                    <Anchor
                      href={`#${links.terms}`}
                      target="_blank"
                      rel="noopener"
                      fz="sm"
                      underline="always"
                      data-testid="bankcard-terms-link"
                    >
                      {t('funds.card.termsLink')}
                    </Anchor>
                  </>
                }
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
      <ConfirmPrompt
        opened={checking !== null}
        title={t('funds.card.confirmTitle')}
        text={t('funds.card.confirmText')}
        confirmLabel={t('funds.card.confirmBind')}
        dismissLabel={t('funds.card.confirmBack')}
        loading={bind.isPending}
        onConfirm={() =>
          checking &&
          bind.mutate(
            { ...checking, agreement: true },
            {
              onSuccess: () => toast.success(t('funds.common.bound')),
              onSettled: () => setChecking(null),
            },
          )
        }
        onClose={() => setChecking(null)}
        testId="bankcard-confirm"
      >
        {checking && (
          <Stack gap={4}>
            <DetailRow label={t('funds.card.holder')}>{checking.holder}</DetailRow>
            <DetailRow label={t('funds.card.number')} testId="bankcard-confirm-number">
              {checking.number}
            </DetailRow>
            <DetailRow label={t('funds.card.bankName')}>{checking.bankName}</DetailRow>
            <DetailRow label={t('funds.card.bankAddress')}>{checking.bankAddress}</DetailRow>
            <DetailRow label={t('funds.common.currency')}>{checking.currency}</DetailRow>
          </Stack>
        )}
      </ConfirmPrompt>
    </Paper>
  );
}
