import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { useCardChange } from '../api/get-card-change';
import { useRequestCardChange } from '../api/request-card-change';
import { CardFields, type CardValues, EMPTY_CARD, trimmedCard, useCardValidation } from './card-fields';

/**
 * Under a bound card: the latest change request's state, and the form to ask customer service
 * for a new card (one request at a time; the cardholder stays the same).
 */
export function CardChange({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('funds');
  const latest = useCardChange();
  const send = useRequestCardChange();
  const [open, setOpen] = useState(false);
  const form = useForm<CardValues & { note: string }>({ initialValues: { ...EMPTY_CARD, note: '' }, validate: useCardValidation() });
  const last = latest.data;
  if (last?.status === 'pending') {
    return (
      <Alert variant="light" color="yellow" radius="md" icon={<IconClock size={18} />} p="sm" data-testid="card-change-pending">
        <Text fz="sm">{t('funds.cardChange.pending', { number: last.number })}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {last && (
        <Alert variant="light" color={last.status === 'approved' ? 'green' : 'red'} radius="md" p="sm" data-testid="card-change-result">
          <Text fz="sm">
            {last.status === 'approved'
              ? t('funds.cardChange.approved', { number: last.number })
              : t('funds.cardChange.rejected', { number: last.number, reason: last.rejectReason })}
          </Text>
        </Alert>
      )}
      {open ? (
        <form
          noValidate
          data-testid="card-change-form"
          onSubmit={form.onSubmit(({ note, ...card }) =>
            send.mutate(
              { ...trimmedCard(card), note: note.trim() },
              {
                onSuccess: () => {
                  toast.success(t('funds.cardChange.sent'));
                  setOpen(false);
                  form.reset();
                },
              },
            ),
          )}
        >
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              {t('funds.cardChange.explain')}
            </Text>
            <CardFields form={form} compact={compact} prefix="card-change" />
            <Textarea
              label={t('funds.cardChange.note')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('note')}
              data-testid="card-change-note"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending} data-testid="card-change-submit">
                {t('funds.cardChange.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Alert variant="light" color="blue" radius="md" icon={<IconInfoCircle size={18} />} p="sm">
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{t('funds.cardChange.hint')}</Text>
            <Button variant="light" size="compact-sm" onClick={() => setOpen(true)} data-testid="card-change-open">
              {t('funds.cardChange.open')}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
