import { Alert, Badge, Button, Card, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimal, parseAmount, sanitizeAmount } from '../../../../../shared/money.ts';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import { useDemoWallet } from '../api/get-demo-wallet';
import type { ProductSummary } from '../../../lib/api/product-list';
import { useFastOptions } from '../api/get-options';
import { usePlaceFastOrder } from '../api/place-order';
import { useResetDemo } from '../api/reset-demo';
import { useTickerPrice } from '../../../lib/api/live-quotes';
import { type Assets, useWalletAssets } from '../../../lib/api/wallet-assets';
import { useFastEnv } from '../context';
import { MODE_COLOR, MODE_LABEL } from '../mode';
import type { Direction, FastOrder, TradeMode } from '../types';
import { DurationText } from './countdown';

/** How long the "order placed" dialog stays before closing itself. */
const PLACED_DIALOG_MS = 3000;

/** A stake is typed in whole cents of USDT. */
const STAKE_DECIMALS = 2;

/** Real fast orders are staked from the USDT available balance. */
const usdtAvailable = (assets: Assets) => assets.rows.find((r) => r.currency === 'USDT')?.available ?? '0';

export const FAST_DURATIONS = [30, 60, 120, 300] as const;

interface Props {
  products: ProductSummary[];
  product: ProductSummary | undefined;
  onProduct: (id: number) => void;
  mode: TradeMode;
  onMode: (mode: TradeMode) => void;
  /** Demo is the only mode (guests, the /demo page): a fixed demo badge replaces the switch. */
  demoOnly: boolean;
}

/** Product, live price, buy hint, duration, amount, mode, balance, Buy up / Buy down. */
export function FastPanel({ products, product, onProduct, mode, onMode, demoOnly }: Props) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const env = useFastEnv();
  const price = useTickerPrice(product?.symbol) ?? product?.price;
  const options = useFastOptions(product?.id);
  const [duration, setDuration] = useState<number>(30);
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<Direction | null>(null);
  const [placed, setPlaced] = useState<FastOrder | null>(null);
  const option = useMemo(() => options.data?.find((o) => o.durationSec === duration) ?? options.data?.[0], [options.data, duration]);
  const demoWallet = useDemoWallet(mode === 'demo');
  const realBalance = useWalletAssets({ select: usdtAvailable, enabled: !env.guest && mode === 'real' });
  const reset = useResetDemo();
  const place = usePlaceFastOrder();
  const available = mode === 'demo' ? demoWallet.data?.available : realBalance.data;
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
  const confirm = () => {
    if (!product || !option || !direction) return;
    place.mutate(
      { productId: product.id, direction, amount, durationSec: option.durationSec, mode },
      { onSuccess: (order) => setPlaced(order) },
    );
  };

  return (
    // the panel's top edge carries the mode's colour, like the switch
    <Card
      withBorder
      padding="md"
      data-testid="fast-panel"
      data-mode={mode}
      style={{ borderTop: `4px solid var(--mantine-color-${modeColor}-filled)` }}
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap" gap="sm">
          <Select
            label={t('fast.product')}
            data={products.map((p) => ({ value: String(p.id), label: p.symbol }))}
            value={product ? String(product.id) : null}
            onChange={(v) => v && onProduct(Number(v))}
            allowDeselect={false}
            searchable
            data-testid="fast-symbol"
            comboboxProps={{ withinPortal: true }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('fast.price')}
            </Text>
            <Text fw={700} size="xl" ff="monospace" lh={1.6} data-testid="fast-price">
              {price ? fmt.decimal(price) : '—'}
            </Text>
          </Stack>
        </Group>
        {demoOnly ? (
          <Group gap="xs" wrap="nowrap" data-testid="fast-mode-locked">
            <Badge color={MODE_COLOR.demo} variant="filled" size="lg">
              {t('fast.modeDemo')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('fast.virtualFunds')}
            </Text>
          </Group>
        ) : (
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(v) => onMode(v as TradeMode)}
            data={(['real', 'demo'] as const).map((m) => ({
              value: m,
              label: <span data-testid={`fast-mode-${m}`}>{t(MODE_LABEL[m])}</span>,
            }))}
            color={modeColor}
            data-testid="fast-mode-switch"
          />
        )}
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {mode === 'demo' ? t('fast.demoBalance') : t('fast.realBalance')}
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="fast-balance" data-value={available ?? ''} data-mode={mode}>
              {available !== undefined ? `${fmt.money(available, 'USDT')} USDT` : '—'}
            </Text>
          </Stack>
          {mode === 'demo' && (
            // never shrinks: beside a long balance it moves to the next line, its label whole
            <Button
              size="xs"
              variant="light"
              color={MODE_COLOR.demo}
              leftSection={<IconRefresh size={14} />}
              onClick={() => reset.mutate()}
              loading={reset.isPending}
              data-testid="fast-demo-reset"
              style={{ flexShrink: 0 }}
            >
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
            ? t('fast.hint', {
                min: fmt.money(option.minAmount, 'USDT'),
                max: fmt.money(option.maxAmount, 'USDT'),
                percent: option.profitPercent,
              })
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
      <Modal
        opened={dialogOpen}
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
    </Card>
  );
}
