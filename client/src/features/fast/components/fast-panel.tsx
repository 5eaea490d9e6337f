import { Alert, Button, Card, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount, sanitizeAmount } from '../../../../../shared/money.ts';
import { useFormat } from '../../../lib/format';
import { useDemoWallet } from '../api/get-demo-wallet';
import type { ProductSummary } from '../api/get-fast-products';
import { useFastOptions } from '../api/get-options';
import { useRealBalance } from '../api/get-real-balance';
import { usePlaceFastOrder } from '../api/place-order';
import { useResetDemo } from '../api/reset-demo';
import { useFastEnv, useFastPrice } from '../context';
import { compareDecimal } from '../money';
import type { Direction, FastOrder, TradeMode } from '../types';
import { DurationText } from './countdown';

/** How long the "order placed" dialog stays before closing itself. */
const PLACED_DIALOG_MS = 3000;

/** A stake is typed in whole cents of USDT. */
const STAKE_DECIMALS = 2;

export const FAST_DURATIONS = [30, 60, 120, 300] as const;

interface Props {
  products: ProductSummary[];
  product: ProductSummary | undefined;
  onProduct: (id: number) => void;
  mode: TradeMode;
  onMode: (mode: TradeMode) => void;
  /** Shown instead of the mode switch when only demo is possible (guests). */
  demoOnly: boolean;
}

/** Product, live price, buy hint, duration, amount, mode, balance, Buy up / Buy down. */
export function FastPanel({ products, product, onProduct, mode, onMode, demoOnly }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const env = useFastEnv();
  const price = useFastPrice(product?.symbol) ?? product?.price;
  const options = useFastOptions(product?.id);
  const [duration, setDuration] = useState<number>(30);
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<Direction | null>(null);
  const [placed, setPlaced] = useState<FastOrder | null>(null);
  const option = useMemo(() => options.data?.find((o) => o.durationSec === duration) ?? options.data?.[0], [options.data, duration]);
  const demoWallet = useDemoWallet(mode === 'demo');
  const realBalance = useRealBalance(mode === 'real');
  const reset = useResetDemo();
  const place = usePlaceFastOrder();
  const available = mode === 'demo' ? demoWallet.data?.available : realBalance.data;

  useEffect(() => {
    if (options.data && !options.data.some((o) => o.durationSec === duration) && options.data[0]) setDuration(options.data[0].durationSec);
  }, [options.data, duration]);

  let amountError: string | null = null;
  if (amount && option) {
    if ('problem' in parseAmount(amount, STAKE_DECIMALS) || compareDecimal(amount, option.minAmount) < 0 || compareDecimal(amount, option.maxAmount) > 0) {
      amountError = t('fast.amountRange', { min: fmt.money(option.minAmount, 'USDT'), max: fmt.money(option.maxAmount, 'USDT') });
    } else if (available !== undefined && compareDecimal(amount, available) > 0) {
      amountError = t('fast.insufficient');
    }
  }
  const canBuy = Boolean(env.ready && product && option && amount && !amountError);

  const open = (d: Direction) => {
    place.reset();
    setPlaced(null);
    setDirection(d);
  };
  const close = () => {
    setDirection(null);
    setPlaced(null);
  };
  // the confirmation shows the entry price, then gets out of the way of the countdown
  useEffect(() => {
    if (!placed) return undefined;
    const timer = setTimeout(() => {
      setDirection(null);
      setPlaced(null);
    }, PLACED_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [placed]);
  const confirm = () => {
    if (!product || !option || !direction) return;
    place.mutate(
      { productId: product.id, direction, amount, durationSec: option.durationSec, mode },
      { onSuccess: (order) => setPlaced(order) },
    );
  };

  return (
    <Card withBorder padding="md" data-testid="fast-panel">
      <Stack gap="sm">
        <Select
          label={t('fast.product')}
          data={products.map((p) => ({ value: String(p.id), label: p.symbol }))}
          value={product ? String(product.id) : null}
          onChange={(v) => v && onProduct(Number(v))}
          allowDeselect={false}
          searchable
          data-testid="fast-symbol"
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('fast.price')}
          </Text>
          <Text fw={700} size="xl" ff="monospace" data-testid="fast-price">
            {price ? fmt.decimal(price) : '—'}
          </Text>
        </Group>
        {!demoOnly && (
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(v) => onMode(v as TradeMode)}
            data={[
              { value: 'real', label: <span data-testid="fast-mode-real">{t('fast.modeReal')}</span> },
              { value: 'demo', label: <span data-testid="fast-mode-demo">{t('fast.modeDemo')}</span> },
            ]}
            color={mode === 'demo' ? 'orange' : 'blue'}
          />
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            {mode === 'demo' ? t('fast.demoBalance') : t('fast.realBalance')}:{' '}
            <Text span fw={600} data-testid="fast-balance" data-value={available ?? ''}>
              {available !== undefined ? `${fmt.money(available, 'USDT')} USDT` : '—'}
            </Text>
          </Text>
          {mode === 'demo' && (
            <Button size="compact-xs" variant="light" onClick={() => reset.mutate()} loading={reset.isPending} data-testid="fast-demo-reset">
              {t('fast.reset')}
            </Button>
          )}
        </Group>
        {!env.ready && mode === 'real' && (
          <Alert color="yellow" p="xs">
            {t('fast.loginForReal')}
          </Alert>
        )}
        <div>
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
            ? t('fast.hint', { min: fmt.money(option.minAmount, 'USDT'), max: fmt.money(option.maxAmount, 'USDT'), percent: option.profitPercent })
            : '—'}
        </Text>
        <Group grow>
          <Button color="green" size="md" disabled={!canBuy} onClick={() => open('up')} data-testid="fast-up">
            {t('fast.buyUp')}
          </Button>
          <Button color="red" size="md" disabled={!canBuy} onClick={() => open('down')} data-testid="fast-down">
            {t('fast.buyDown')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={direction !== null} onClose={close} title={placed ? t('fast.placed') : t('fast.confirmTitle')} centered>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('fast.direction')}
            </Text>
            <Text fw={600} c={direction === 'up' ? 'green' : 'red'}>
              {direction === 'up' ? t('fast.dirUp') : t('fast.dirDown')}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('fast.product')}
            </Text>
            <Text fw={600}>{product?.symbol}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('fast.amount')}
            </Text>
            <Text fw={600}>{amount ? `${fmt.money(amount, 'USDT')} USDT` : ''}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('fast.duration')}
            </Text>
            <Text fw={600}>
              <DurationText seconds={option?.durationSec ?? duration} />
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('fast.mode')}
            </Text>
            <Text fw={600}>{mode === 'demo' ? t('fast.modeDemo') : t('fast.modeReal')}</Text>
          </Group>
          {placed ? (
            <>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('fast.entryPrice')}
                </Text>
                <Text fw={600} data-testid="fast-entry-price">
                  {fmt.decimal(placed.entryPrice)}
                </Text>
              </Group>
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
    </Card>
  );
}
