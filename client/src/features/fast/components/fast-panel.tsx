import { Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal, parseAmount, sanitizeAmount } from '../../../../../shared/money.ts';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import { useFastOptions } from '../api/get-options';
import { usePlaceFastOrder } from '../api/place-order';
import { useTradeEnv } from '../../../lib/trading/env';
import { MODE_COLOR, MODE_LABEL } from '../../../lib/trading/mode';
import type { Direction, FastOrder } from '../types';
import { useTradeBalance } from '../../../lib/trading/use-trade-balance';
import { useAppropriatenessGate } from '../../../lib/trading/use-appropriateness-gate';
import { DurationText } from './countdown';
import { type TradeFrame, TradePanel } from '../../../components/trading/trade-panel';

/** How long the "order placed" dialog stays before closing itself. */
const PLACED_DIALOG_MS = 3000;

/** A stake is typed in whole cents of USDT. */
const STAKE_DECIMALS = 2;

/** The up and down buttons' labels wrap on a narrow phone instead of being cut ("Steigend kaufen"). */
const WRAPPING = { label: { whiteSpace: 'normal', lineHeight: 1.25, textAlign: 'center' } } as const;
const DIRECTIONS = [
  { direction: 'up', color: 'green', label: 'fast.buyUp' },
  { direction: 'down', color: 'red', label: 'fast.buyDown' },
] as const;

export const FAST_DURATIONS = [30, 60, 120, 300] as const;

/** Product, live price, buy hint, duration, amount, mode, balance, Buy up / Buy down. */
export function FastPanel(frame: TradeFrame) {
  const { product, mode } = frame;
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const env = useTradeEnv();
  const options = useFastOptions(product?.id);
  const [duration, setDuration] = useState<number>(30);
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<Direction | null>(null);
  const [placed, setPlaced] = useState<FastOrder | null>(null);
  const option = useMemo(() => options.data?.find((o) => o.durationSec === duration) ?? options.data?.[0], [options.data, duration]);
  const available = useTradeBalance(mode);
  const place = usePlaceFastOrder();
  const gate = useAppropriatenessGate();
  const modeColor = MODE_COLOR[mode];
  const modeBadge = (
    <Badge color={modeColor} variant="filled" data-testid="fast-confirm-mode" data-mode={mode}>
      {t(MODE_LABEL[mode])}
    </Badge>
  );

  useEffect(() => {
    if (options.data && !options.data.some((o) => o.durationSec === duration) && options.data[0]) setDuration(options.data[0].durationSec);
  }, [options.data, duration]);

  let amountError: string | null = null;
  if (amount && option) {
    if (
      'problem' in parseAmount(amount, STAKE_DECIMALS) ||
      compareDecimal(amount, option.minAmount) < 0 ||
      compareDecimal(amount, option.maxAmount) > 0
    ) {
      amountError = t('fast.amountRange', { min: fmt.money(option.minAmount, 'USDT'), max: fmt.money(option.maxAmount, 'USDT') });
    } else if (available !== undefined && compareDecimal(amount, available) > 0) {
      amountError = t('fast.insufficient');
    }
  }
  const canBuy = Boolean(env.ready && product && option && amount && !amountError);

  // direction and placed outlive the dialog, so it fades out showing what it showed
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = (d: Direction) => {
    place.reset();
    setPlaced(null);
    setDirection(d);
    setDialogOpen(true);
  };
  const close = () => setDialogOpen(false);
  // the confirmation shows the entry price, then gets out of the way of the countdown
  useEffect(() => {
    if (!placed) return undefined;
    const timer = setTimeout(() => setDialogOpen(false), PLACED_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [placed]);
  const submit = () => {
    if (!product || !option || !direction) return;
    place.mutate(
      { productId: product.id, direction, amount, durationSec: option.durationSec, mode },
      { onSuccess: (order) => setPlaced(order), onError: (e) => gate.refused(e, submit) },
    );
  };
  // the first real fast trade waits for the risk warning and the appropriateness check (decision 077)
  const confirm = () => gate.guard(mode === 'real', submit);

  return (
    <TradePanel {...frame} testPrefix="fast">
      <div data-tour="fast-duration">
        <Text size="sm" fw={500} mb={4}>
          {t('fast.duration')}
        </Text>
        <Group gap={6} grow>
          {FAST_DURATIONS.map((d) => (
            <Button
              key={d}
              size="xs"
              variant={duration === d ? 'filled' : 'default'}
              onClick={() => setDuration(d)}
              disabled={options.data !== undefined && !options.data.some((o) => o.durationSec === d)}
              data-testid={`fast-duration-${d}`}
              aria-pressed={duration === d}
            >
              <DurationText seconds={d} />
            </Button>
          ))}
        </Group>
      </div>
      {/* the tour's stake step: the field and the range and profit under it */}
      <Stack gap="sm" data-tour="fast-stake">
        <TextInput
          label={t('fast.amount')}
          rightSection={<Text size="xs">USDT</Text>}
          rightSectionWidth={48}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(sanitizeAmount(e.currentTarget.value, STAKE_DECIMALS))}
          error={amountError}
          placeholder={option ? `${fmt.money(option.minAmount, 'USDT')} – ${fmt.money(option.maxAmount, 'USDT')}` : ''}
          data-testid="fast-amount"
        />
        <Text size="xs" c="dimmed" data-testid="fast-hint">
          {option
            ? t('fast.hint', {
                min: fmt.money(option.minAmount, 'USDT'),
                max: fmt.money(option.maxAmount, 'USDT'),
                percent: fmt.decimal(option.profitPercent),
              })
            : '—'}
        </Text>
      </Stack>
      <Group grow align="stretch" data-tour="fast-direction">
        {DIRECTIONS.map(({ direction: d, color, label }) => (
          <Button
            key={d}
            color={color}
            size="md"
            h="auto"
            mih={42}
            py={6}
            styles={WRAPPING}
            disabled={!canBuy}
            onClick={() => open(d)}
            data-testid={`fast-${d}`}
          >
            {t(label)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={dialogOpen && !gate.asking}
        onClose={close}
        title={
          <Group gap="xs">
            {placed ? t('fast.placed') : t('fast.confirmTitle')}
            {modeBadge}
          </Group>
        }
        centered
      >
        <Stack gap="xs">
          <DetailRow label={t('fast.direction')} fz="md" c={direction === 'up' ? 'green' : 'red'}>
            {direction === 'up' ? t('fast.dirUp') : t('fast.dirDown')}
          </DetailRow>
          <DetailRow label={t('fast.product')} fz="md">
            {product?.symbol}
          </DetailRow>
          <DetailRow label={t('fast.amount')} fz="md">
            {amount ? `${fmt.money(amount, 'USDT')} USDT` : ''}
          </DetailRow>
          <DetailRow label={t('fast.duration')} fz="md">
            <DurationText seconds={option?.durationSec ?? duration} />
          </DetailRow>
          <DetailRow label={t('fast.mode')} fz="md" fw={700} c={modeColor}>
            {t(MODE_LABEL[mode])}
          </DetailRow>
          <Text size="xs" c={modeColor}>
            {mode === 'demo' ? t('fast.confirmDemoNote') : t('fast.confirmRealNote')}
          </Text>
          {placed ? (
            <>
              <DetailRow label={t('fast.entryPrice')} fz="md" testId="fast-entry-price">
                {fmt.decimal(placed.entryPrice)}
              </DetailRow>
              <Button onClick={close} data-testid="fast-confirm-close">
                {t('common.close')}
              </Button>
            </>
          ) : (
            <Button color={direction === 'up' ? 'green' : 'red'} onClick={confirm} loading={place.isPending} data-testid="fast-confirm">
              {t('fast.confirm')}
            </Button>
          )}
        </Stack>
      </Modal>
      {gate.dialog}
    </TradePanel>
  );
}
