import { Badge, Button, Group, NativeSelect, Paper, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typedAmount } from '../../../../../shared/money.ts';
import { COIN_NETWORKS, type Network, networksOf } from '../../../../../shared/networks.ts';
import type { IncomingTransferView } from '../../../../../shared/schemas/incoming-transfers.ts';
import { shortTxId } from '../../../../../shared/tx-ids.ts';
import { AmountField } from '../../../components/amount-field';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import type { TradeMode } from '../../../lib/trading/mode';
import { toast } from '../../../lib/notify';
import { checkAmount } from '../amount';
import { useIncomingTransfers } from '../api/get-incoming-transfers';
import { useRechargeChannels } from '../api/get-recharge-channels';
import { useSimulateTransfer } from '../api/simulate-transfer';
import { useIssueText } from '../hooks/use-issue-text';

const COINS = Object.keys(COIN_NETWORKS);

/** One transfer: amount, network, its confirmations counting up (a bar and "12 / 19 confirmations") or credited. */
function TransferRow({ transfer: x }: { transfer: IncomingTransferView }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const credited = x.status === 'credited';
  const counted = t('incomingTransfers.confirmations', { done: x.confirmations, required: x.required });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="incoming-transfer"
      data-id={x.id}
      data-status={x.status}
      data-confirmations={x.confirmations}
      data-required={x.required}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} className="num" data-testid="incoming-amount">
            {f.money(x.amount, x.currency)} {x.currency}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color="gray">
              {x.network}
            </Badge>
            {credited ? (
              <Badge color="green" data-testid="incoming-credited">
                {t('incomingTransfers.credited')}
              </Badge>
            ) : (
              <Badge color="yellow" data-testid="incoming-confirming">
                {t('incomingTransfers.confirming')}
              </Badge>
            )}
          </Group>
        </Group>
        {!credited && (
          <>
            <Progress
              value={(100 * x.confirmations) / Math.max(1, x.required)}
              size="md"
              striped
              animated
              aria-label={counted}
              data-testid="incoming-progress"
            />
            <Text fz="sm" className="num" data-testid="incoming-confirmations">
              {counted}
            </Text>
          </>
        )}
        <Text fz="xs" c="dimmed">
          <span className="mono" title={x.txId} data-testid="incoming-tx">
            {shortTxId(x.txId)}
          </span>{' '}
          · {f.dateTime(x.createdAt)}
        </Text>
      </Stack>
    </Paper>
  );
}

interface TestTransfer {
  currency: string;
  network: Network;
  amount: string;
}

/** Demo mode: a test transfer on the simulated chain to your own address (demo money, credited once confirmed). */
function TestTransferForm({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('funds');
  const text = useIssueText();
  const channels = useRechargeChannels();
  const simulate = useSimulateTransfer();
  const scaleOf = (currency: string) => channels.data?.limits.find((l) => l.currency === currency)?.scale ?? 8;
  const form = useForm<TestTransfer>({
    initialValues: { currency: 'USDT', network: networksOf('USDT')[0] as Network, amount: '' },
    validate: { amount: (v, values) => text(checkAmount(v, { currency: values.currency, scale: scaleOf(values.currency) })) },
  });
  const v = form.values;
  const submit = form.onSubmit((values) =>
    simulate.mutate(
      { mode: 'demo', currency: values.currency, network: values.network, amount: typedAmount(values.amount) },
      {
        onSuccess: () => {
          toast.success(t('incomingTransfers.sent'));
          form.setFieldValue('amount', '');
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} data-testid="incoming-test-form">
      <Stack gap="sm">
        <Text fw={600}>{t('incomingTransfers.testTitle')}</Text>
        <SimpleGrid cols={compact ? 1 : 3} spacing="sm">
          <NativeSelect
            label={t('incomingTransfers.currency')}
            data={COINS}
            value={v.currency}
            onChange={(e) => {
              const currency = e.currentTarget.value;
              form.setValues({ currency, network: networksOf(currency)[0] as Network, amount: '' });
            }}
            data-testid="incoming-test-currency"
          />
          <NativeSelect
            label={t('incomingTransfers.network')}
            data={[...networksOf(v.currency)]}
            value={v.network}
            onChange={(e) => form.setFieldValue('network', e.currentTarget.value as Network)}
            data-testid="incoming-test-network"
          />
          <AmountField
            label={t('incomingTransfers.amount')}
            currency={v.currency}
            scale={scaleOf(v.currency)}
            value={v.amount}
            onChange={(amount) => form.setFieldValue('amount', amount)}
            error={form.errors.amount}
            testId="incoming-test-amount"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={simulate.isPending} data-testid="incoming-test-send">
            {t('incomingTransfers.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Your incoming transfers (issue 38): real ones as staff record them, demo ones on the simulated
 * chain with their confirmations counting up (read again every 2 s while one confirms), and in
 * demo mode the form that sends a test transfer. Opens in the mode the trade screens last used.
 */
export function IncomingTransfers({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('funds');
  const [mode, setMode] = useState<TradeMode>(() => (storage.get(STORAGE_KEYS.tradeMode) === 'demo' ? 'demo' : 'real'));
  const list = useIncomingTransfers(mode);
  const items = list.data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'} data-testid="incoming-transfers" data-mode={mode}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={4}>{t('incomingTransfers.title')}</Title>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(m) => setMode(m as TradeMode)}
            color={mode === 'demo' ? 'orange' : 'blue'}
            data={(['real', 'demo'] as const).map((m) => ({
              value: m,
              label: <span data-testid={`incoming-mode-${m}`}>{t(`incomingTransfers.mode.${m}`)}</span>,
            }))}
            data-testid="incoming-mode"
          />
        </Group>
        <Text fz="sm" c="dimmed">
          {t(mode === 'demo' ? 'incomingTransfers.demoIntro' : 'incomingTransfers.realIntro')}
        </Text>
        {mode === 'demo' && <TestTransferForm compact={compact} />}
        <QueryState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={items.length === 0}
          emptyText={t('incomingTransfers.empty')}
          onRetry={() => void list.refetch()}
          minHeight={80}
        >
          <Stack gap="xs" data-testid="incoming-list">
            {items.map((x) => (
              <TransferRow key={x.id} transfer={x} />
            ))}
          </Stack>
        </QueryState>
      </Stack>
    </Paper>
  );
}
