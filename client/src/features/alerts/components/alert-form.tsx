// The small form behind the bell next to a price: above, below or a percent move within a
// window; the threshold starts at the current price. The server checks it against the current
// tick and answers with a localized message when it would fire at once.
import { Anchor, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MOVE_WINDOW_NAMES } from '../../../../../shared/price-alerts.ts';
import { toast } from '../../../lib/notify';
import { useCreateAlert } from '../api/create-alert';
import { useNotificationPermission } from '../hooks/browser-notifications';
import type { AlertKind, MoveWindow } from '../types';

export interface AlertFormProps {
  symbol: string;
  /** The current price (decimal text): the threshold's starting value. */
  price: string | undefined;
  /** Where the list of the user's alerts is (none for the demo page's guest). */
  listPath: string | undefined;
  /** The demo page's guest token; undefined: the stored login. */
  authorization?: string;
  onDone: () => void;
}

export function AlertForm({ symbol, price, listPath, authorization, onDone }: AlertFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { kind: 'above' as AlertKind, threshold: price ?? '', percent: '3', window: '1h' as MoveWindow },
  });
  const { kind } = form.getValues();
  const [permission, askPermission] = useNotificationPermission();
  const create = useCreateAlert(authorization);
  // (the server checks the values against the current tick and names what is wrong, localized)
  const submit = form.onSubmit((v) => {
    const body =
      v.kind === 'move'
        ? { symbol, kind: v.kind, threshold: v.percent, window: v.window }
        : { symbol, kind: v.kind, threshold: v.threshold };
    create.mutate(body, {
      onSuccess: () => {
        toast.success(t('alerts.created'));
        onDone();
      },
    });
  });
  return (
    <form onSubmit={submit} data-testid="alert-form">
      <Stack gap="sm">
        <Text fw={600}>{t('alerts.setFor', { symbol })}</Text>
        <SegmentedControl
          fullWidth
          size="xs"
          {...form.getInputProps('kind')}
          data={[
            { value: 'above', label: t('alerts.kindAbove') },
            { value: 'below', label: t('alerts.kindBelow') },
            { value: 'move', label: t('alerts.kindMove') },
          ]}
          data-testid="alert-kind"
        />
        {kind === 'move' ? (
          <Group grow gap="xs">
            <TextInput
              label={t('alerts.percent')}
              {...form.getInputProps('percent')}
              inputMode="decimal"
              rightSection="%"
              data-testid="alert-percent"
            />
            <Select
              label={t('alerts.window')}
              {...form.getInputProps('window')}
              data={MOVE_WINDOW_NAMES.map((w) => ({ value: w, label: t(`alerts.window_${w}`) }))}
              allowDeselect={false}
              data-testid="alert-window"
            />
          </Group>
        ) : (
          <TextInput label={t('alerts.price')} {...form.getInputProps('threshold')} inputMode="decimal" data-testid="alert-threshold" />
        )}
        <Text size="xs" c="dimmed">
          {t('alerts.once')}
        </Text>
        {permission === 'default' ? (
          <Anchor component="button" type="button" size="xs" onClick={askPermission} data-testid="alert-ask-notifications">
            {t('alerts.notifyAsk')}
          </Anchor>
        ) : permission === 'denied' ? (
          <Text size="xs" c="dimmed">
            {t('alerts.notifyBlocked')}
          </Text>
        ) : null}
        <Group justify={listPath ? 'space-between' : 'flex-end'}>
          {listPath && (
            <Anchor component={Link} to={listPath} size="xs" data-testid="alert-my-alerts">
              {t('alerts.myAlerts')}
            </Anchor>
          )}
          <Button type="submit" size="xs" loading={create.isPending} data-testid="alert-submit">
            {t('alerts.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
