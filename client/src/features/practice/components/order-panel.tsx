// The practice order panel: a tab per kind the wallet may trade (fast: up/down, amount and a
// duration of the product's fast options; contract: long/short, lots, leverage, optional
// stop-loss and take-profit; spot: buy/sell at market or a limit). The server checks every
// figure and answers in the reader's language (toasted by the http layer).
import { Button, Group, Paper, SegmentedControl, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PracticeKind, PracticeWallet } from '../../../lib/trading/practice';
import { usePracticeFastOptions } from '../api/get-fast-options';
import { usePlacePracticeOrder } from '../api/place-order';
import { EMPTY_DRAFT, type OrderDraft, orderBody, spotFields } from '../order-form';

const LEVERAGES = ['1', '2', '5', '10', '20', '50', '100'];

export function OrderPanel({ wallet, compact }: { wallet: PracticeWallet; compact: boolean }) {
  const { t } = useTranslation('trade');
  const [kind, setKind] = useState<PracticeKind>(wallet.kinds[0] ?? 'fast');
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_DRAFT);
  const options = usePracticeFastOptions(wallet.productId, wallet.kinds.includes('fast'));
  const place = usePlacePracticeOrder(wallet.base);
  const durationSec = draft.fast.durationSec ?? options.data?.[0]?.durationSec ?? null;
  const body = orderBody(kind, wallet.productId, { ...draft, fast: { ...draft.fast, durationSec } });
  const set = <K extends keyof OrderDraft>(k: K, patch: Partial<OrderDraft[K]>) => setDraft((d) => ({ ...d, [k]: { ...d[k], ...patch } }));
  const submit = () => {
    if (body) place.mutate(body);
  };
  const disabled = wallet.closed || body === null;
  const field = (testId: string, label: string, value: string, onChange: (v: string) => void) => (
    <TextInput
      size="sm"
      label={label}
      value={value}
      inputMode="decimal"
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid={testId}
    />
  );
  return (
    <Paper withBorder radius="md" p={compact ? 'xs' : 'sm'} data-testid="practice-order-panel">
      <Tabs value={kind} onChange={(v) => v && setKind(v as PracticeKind)}>
        <Tabs.List grow mb="sm">
          {wallet.kinds.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`practice-tab-${k}`}>
              {t(`practice.kind.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Stack gap="xs">
        {kind === 'fast' && (
          <>
            <Select
              size="sm"
              label={t('practice.duration')}
              data={(options.data ?? []).map((o) => ({
                value: String(o.durationSec),
                label: t('practice.durationOption', { seconds: o.durationSec, percent: o.profitPercent }),
              }))}
              value={durationSec === null ? null : String(durationSec)}
              onChange={(v) => set('fast', { durationSec: v ? Number(v) : null })}
              allowDeselect={false}
              data-testid="practice-duration"
            />
            {field('practice-fast-amount', t('practice.amount'), draft.fast.amount, (amount) => set('fast', { amount }))}
            <Group grow>
              {(['up', 'down'] as const).map((direction) => (
                <Button
                  key={direction}
                  color={direction === 'up' ? 'teal' : 'red'}
                  disabled={disabled}
                  loading={place.isPending && draft.fast.direction === direction}
                  onClick={() => {
                    set('fast', { direction });
                    const b = orderBody('fast', wallet.productId, { ...draft, fast: { ...draft.fast, direction, durationSec } });
                    if (b) place.mutate(b);
                  }}
                  data-testid={`practice-fast-${direction}`}
                >
                  {t(`practice.${direction}`)}
                </Button>
              ))}
            </Group>
          </>
        )}
        {kind === 'contract' && (
          <>
            <SegmentedControl
              size="sm"
              value={draft.contract.side}
              onChange={(v) => set('contract', { side: v as 'long' | 'short' })}
              data={(['long', 'short'] as const).map((s) => ({ value: s, label: t(`practice.${s}`) }))}
              data-testid="practice-contract-side"
            />
            {field('practice-contract-lots', t('practice.lots'), draft.contract.lots, (lots) => set('contract', { lots }))}
            <Select
              size="sm"
              label={t('practice.leverage')}
              data={LEVERAGES.map((l) => ({ value: l, label: `${l}×` }))}
              value={String(draft.contract.leverage)}
              onChange={(v) => v && set('contract', { leverage: Number(v) })}
              allowDeselect={false}
              data-testid="practice-contract-leverage"
            />
            <Group grow gap="xs">
              {field('practice-contract-sl', t('practice.stopLoss'), draft.contract.stopLoss, (stopLoss) => set('contract', { stopLoss }))}
              {field('practice-contract-tp', t('practice.takeProfit'), draft.contract.takeProfit, (takeProfit) =>
                set('contract', { takeProfit }),
              )}
            </Group>
            <Button
              color={draft.contract.side === 'long' ? 'teal' : 'red'}
              disabled={disabled}
              loading={place.isPending}
              onClick={submit}
              data-testid="practice-contract-open"
            >
              {t(draft.contract.side === 'long' ? 'practice.openLong' : 'practice.openShort')}
            </Button>
          </>
        )}
        {kind === 'spot' && (
          <>
            <Group grow gap="xs">
              <SegmentedControl
                size="sm"
                value={draft.spot.side}
                onChange={(v) => set('spot', { side: v as 'buy' | 'sell' })}
                data={(['buy', 'sell'] as const).map((s) => ({ value: s, label: t(`practice.${s}`) }))}
                data-testid="practice-spot-side"
              />
              <SegmentedControl
                size="sm"
                value={draft.spot.type}
                onChange={(v) => set('spot', { type: v as 'market' | 'limit' })}
                data={(['market', 'limit'] as const).map((s) => ({ value: s, label: t(`practice.${s}`) }))}
                data-testid="practice-spot-type"
              />
            </Group>
            {spotFields(draft.spot.side, draft.spot.type).map((k) =>
              field(`practice-spot-${k}`, t(`practice.spot.${k}`), draft.spot[k], (v) => set('spot', { [k]: v })),
            )}
            <Button
              color={draft.spot.side === 'buy' ? 'teal' : 'red'}
              disabled={disabled}
              loading={place.isPending}
              onClick={submit}
              data-testid="practice-spot-place"
            >
              {t(draft.spot.side === 'buy' ? 'practice.placeBuy' : 'practice.placeSell')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
