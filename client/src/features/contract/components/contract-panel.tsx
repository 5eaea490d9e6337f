import { Alert, Badge, Box, Button, Group, Select, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount, typedAmount } from '../../../../../shared/money.ts';
import { DetailRow } from '../../../components/detail-row';
import { useTickerPrice } from '../../../lib/api/live-quotes';
import { useFormat } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { type TradeFrame, TradePanel } from '../../../components/trading/trade-panel';
import { useTradeEnv } from '../../../lib/trading/env';
import { MODE_COLOR, MODE_LABEL } from '../../../lib/trading/mode';
import { useOpenPosition } from '../api/open-position';
import { useContractPreview } from '../api/preview';
import { lotsProblem, stopsProblems } from '../order-form';
import { SIDE_COLOR } from '../side';
import type { ContractPreview, ContractPreviewBody, ContractSetting, ContractSide } from '../types';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { APPROPRIATENESS_LEVERAGE } from '../../../../../shared/responsible.ts';
import { useAppropriatenessGate } from '../../../lib/trading/use-appropriateness-gate';
import { LotsInput } from './lots-input';
import { StopsFields, useStopInputs } from './stops-fields';
import { WRAPPING_BUTTON } from './wrapping-button';

/** Typing pauses this long before margin, fee and liquidation price are asked for. */
const PREVIEW_DEBOUNCE_MS = 300;
const SIDES: ContractSide[] = ['long', 'short'];

interface Props extends TradeFrame {
  /** The product's contract setting: undefined while loading, null when it has none. */
  setting: ContractSetting | null | undefined;
}

/** One side's margin, fee and liquidation price under its button (or why it cannot be opened). */
function PreviewFigures({ side, preview, error }: { side: ContractSide; preview: ContractPreview | undefined; error: unknown }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  if (error instanceof ApiError)
    return (
      <Text size="xs" c="red" data-testid={`contract-preview-${side}-error`}>
        {error.message}
      </Text>
    );
  const money = (v: string | undefined) => (v && preview ? fmt.money(v, preview.currency) : '—');
  return (
    <Stack gap={0} data-testid={`contract-preview-${side}`}>
      <DetailRow label={t('contract.margin')} fz="xs" value={preview?.margin} testId={`contract-preview-${side}-margin`}>
        {money(preview?.margin)}
      </DetailRow>
      <DetailRow label={t('contract.fee')} fz="xs" value={preview?.fee}>
        {money(preview?.fee)}
      </DetailRow>
      <DetailRow label={t('contract.liqPrice')} fz="xs" value={preview?.liquidationPrice ?? ''} testId={`contract-preview-${side}-liq`}>
        {preview?.liquidationPrice ? fmt.decimal(preview.liquidationPrice) : '—'}
      </DetailRow>
    </Stack>
  );
}

/**
 * The contract order panel: product, mode and balance (shared with fast trading), market or
 * limit, lots with the product's step, leverage, stop-loss and take-profit, each side's live
 * margin, fee and liquidation price, and Long / Short, each through a confirmation.
 */
export function ContractPanel({ setting, ...frame }: Props) {
  const { product, mode } = frame;
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const env = useTradeEnv();
  const price = useTickerPrice(product?.symbol) ?? product?.price;
  const precision = product?.pricePrecision ?? 2;
  const [orderType, setOrderType] = useState<'market' | 'limit'>('market');
  const [limitPrice, setLimitPrice] = useState('');
  const [lots, setLots] = useState('');
  const [leverage, setLeverage] = useState<number | null>(null);
  const stops = useStopInputs();
  const { stopLoss, takeProfit } = stops;
  const [confirming, setConfirming] = useState<ContractSide | null>(null);
  const place = useOpenPosition();
  const gate = useAppropriatenessGate();

  // a new product: its own minimum lots and a leverage it offers
  useEffect(() => {
    if (!setting) return;
    setLots(setting.minLots);
    setLeverage((current) =>
      current !== null && setting.leverages.includes(current)
        ? current
        : (setting.leverages.find((l) => l >= 10) ?? setting.leverages[0] ?? null),
    );
  }, [setting]);

  const lotsOk = Boolean(setting && lots && !lotsProblem(lots, setting));
  const limit = typedAmount(limitPrice);
  const ready = Boolean(product && setting && leverage !== null && lotsOk && (orderType === 'market' || limit));
  // the order without its side (both sides are previewed, one under each button)
  const order = useMemo<Omit<ContractPreviewBody, 'side'> | null>(
    () =>
      ready && product && leverage !== null
        ? {
            productId: product.id,
            lots,
            leverage,
            orderType,
            ...(orderType === 'limit' ? { limitPrice: limit } : {}),
            ...(stopLoss ? { stopLoss: typedAmount(stopLoss) } : {}),
            ...(takeProfit ? { takeProfit: typedAmount(takeProfit) } : {}),
            mode,
          }
        : null,
    [ready, product, lots, leverage, orderType, limit, stopLoss, takeProfit, mode],
  );
  const body = (side: ContractSide): ContractPreviewBody | null => (order ? { ...order, side } : null);
  // stops are checked against the price the position would open at (the limit, else the live
  // price; then that side's preview): a long's stops are not the short's, so each side's preview
  // carries them only when they suit that side (its figures do not depend on them)
  const reference = (side: ContractSide) => previews[side].data?.price ?? (orderType === 'limit' ? limit : price) ?? undefined;
  const stopHint = (side: ContractSide) => stopsProblems(side, reference(side), typedAmount(stopLoss), typedAmount(takeProfit));
  const live = orderType === 'limit' ? limit : (price ?? undefined);
  const [settled] = useDebouncedValue(order, PREVIEW_DEBOUNCE_MS);
  // (the stops of the order being previewed, not of the one being typed)
  const suits = (side: ContractSide) => {
    const hint = stopsProblems(side, live, settled?.stopLoss ?? '', settled?.takeProfit ?? '');
    return !hint.stopLoss && !hint.takeProfit;
  };
  const longSuits = suits('long');
  const shortSuits = suits('short');
  const sideBody = (side: ContractSide, withStops: boolean): ContractPreviewBody | null => {
    if (!settled) return null;
    const { stopLoss: sl, takeProfit: tp, ...rest } = settled;
    return withStops ? { ...settled, side } : { ...rest, side };
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: sideBody reads only settled
  const longBody = useMemo(() => sideBody('long', longSuits), [settled, longSuits]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sideBody reads only settled
  const shortBody = useMemo(() => sideBody('short', shortSuits), [settled, shortSuits]);
  const previews = { long: useContractPreview(longBody), short: useContractPreview(shortBody) };
  const canOpen = (side: ContractSide) => {
    const hint = stopHint(side);
    return Boolean(env.ready && body(side) && !hint.stopLoss && !hint.takeProfit && previews[side].data && !previews[side].error);
  };
  const stopsFormat = stopsProblems('long', undefined, typedAmount(stopLoss), typedAmount(takeProfit));

  const [fresh, setFresh] = useState(false);
  const submit = () => {
    const order = confirming ? body(confirming) : null;
    if (order) place.mutate(order, { onSuccess: () => setConfirming(null), onError: (e) => gate.refused(e, submit) });
  };
  // a first real position above 10× waits for the risk warning and the appropriateness check (decision 077)
  const confirm = () => gate.guard(mode === 'real' && (leverage ?? 0) > APPROPRIATENESS_LEVERAGE, submit);
  const confirmPreview = confirming ? previews[confirming].data : undefined;
  const modeColor = MODE_COLOR[mode];

  return (
    <TradePanel {...frame} testPrefix="contract">
      {setting === null && (
        <Alert color="gray" p="xs" data-testid="contract-unavailable">
          {t('contract.unavailable')}
        </Alert>
      )}
      <SegmentedControl
        fullWidth
        value={orderType}
        onChange={(v) => {
          setOrderType(v as 'market' | 'limit');
          if (v === 'limit' && !limitPrice && price) setLimitPrice(price);
        }}
        data={[
          { value: 'market', label: <span data-testid="contract-type-market">{t('contract.market')}</span> },
          { value: 'limit', label: <span data-testid="contract-type-limit">{t('contract.limit')}</span> },
        ]}
        data-testid="contract-order-type"
        data-tour="contract-orderType"
      />
      {orderType === 'limit' && (
        <TextInput
          label={t('contract.limitPrice')}
          inputMode="decimal"
          value={limitPrice}
          onChange={(e) => setLimitPrice(sanitizeAmount(e.currentTarget.value, precision))}
          data-testid="contract-limit-price"
        />
      )}
      <SimpleGrid cols={2} spacing="sm">
        <Box data-tour="contract-lots">
          <LotsInput value={lots} onChange={setLots} limits={setting ?? undefined} testId="contract-lots" />
        </Box>
        <Select
          label={t('contract.leverage')}
          data={(setting?.leverages ?? []).map((l) => ({ value: String(l), label: `${l}×` }))}
          value={leverage !== null ? String(leverage) : null}
          onChange={(v) => v && setLeverage(Number(v))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="contract-leverage"
          wrapperProps={{ 'data-tour': 'contract-leverage' }}
        />
      </SimpleGrid>
      {/* what the engine guarantees: a close pays back max(0, margin + P/L − fee), the insurance account bears the rest */}
      <Text size="xs" c="dimmed" data-testid="contract-negative-balance">
        {t('contract.negativeBalance')}
      </Text>
      <Box data-tour="contract-stops">
        <StopsFields stops={stops} precision={precision} problems={stopsFormat} testPrefix="contract" />
      </Box>
      <SimpleGrid cols={2} spacing="sm" data-tour="contract-side">
        {SIDES.map((side) => {
          const hint = stopHint(side);
          const problem = hint.stopLoss ?? hint.takeProfit;
          return (
            <Stack key={side} gap={6}>
              <Button
                color={SIDE_COLOR[side]}
                size="md"
                {...WRAPPING_BUTTON}
                mih={42}
                disabled={!canOpen(side)}
                onClick={() => {
                  place.reset();
                  // the confirmation shows figures at the price of now: confirming waits for them
                  // (only for them: a background refetch later must not disable the button under a click)
                  setFresh(false);
                  void previews[side].refetch().finally(() => setFresh(true));
                  setConfirming(side);
                }}
                data-testid={`contract-${side}`}
              >
                {t(`contract.open.${side}`)}
              </Button>
              <PreviewFigures side={side} preview={previews[side].data} error={previews[side].error} />
              {problem && problem !== 'format' && (
                <Text size="xs" c="orange" data-testid={`contract-stops-hint-${side}`}>
                  {t(`contract.stopProblem.${problem}.${side}`)}
                </Text>
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      <ConfirmPrompt
        opened={confirming !== null && !gate.asking}
        onClose={() => setConfirming(null)}
        title={confirming ? t('contract.confirmTitle', { side: t(`contract.side.${confirming}`), symbol: product?.symbol ?? '' }) : ''}
        confirmLabel={confirming ? t(`contract.open.${confirming}`) : ''}
        color={confirming ? SIDE_COLOR[confirming] : undefined}
        loading={place.isPending}
        disabled={!confirmPreview || !fresh}
        onConfirm={confirm}
        testId="contract-confirm"
      >
        <Group gap="xs">
          <Badge color={modeColor} variant="filled" data-testid="contract-confirm-mode" data-mode={mode}>
            {t(MODE_LABEL[mode])}
          </Badge>
          <Text size="xs" c={modeColor}>
            {mode === 'demo' ? t('fast.confirmDemoNote') : t('fast.confirmRealNote')}
          </Text>
        </Group>
        <Box>
          <DetailRow label={t('contract.orderType')}>{t(`contract.${orderType}`)}</DetailRow>
          <DetailRow label={orderType === 'limit' ? t('contract.limitPrice') : t('contract.price')} testId="contract-confirm-price">
            {confirmPreview ? fmt.decimal(confirmPreview.price) : '—'}
          </DetailRow>
          <DetailRow label={t('contract.lots')}>{lots}</DetailRow>
          <DetailRow label={t('contract.leverage')}>{leverage}×</DetailRow>
          <DetailRow label={t('contract.notional')}>
            {confirmPreview ? fmt.moneyCode(confirmPreview.notional, confirmPreview.currency) : '—'}
          </DetailRow>
          <DetailRow label={t('contract.margin')} testId="contract-confirm-margin" value={confirmPreview?.margin}>
            {confirmPreview ? fmt.moneyCode(confirmPreview.margin, confirmPreview.currency) : '—'}
          </DetailRow>
          <DetailRow label={t('contract.fee')} testId="contract-confirm-fee" value={confirmPreview?.fee}>
            {confirmPreview ? fmt.moneyCode(confirmPreview.fee, confirmPreview.currency) : '—'}
          </DetailRow>
          {/* margin and fee are charged to the cent: this total is what available goes down by */}
          <DetailRow label={t('contract.total')} testId="contract-confirm-total" value={confirmPreview?.total} fw={700}>
            {confirmPreview ? fmt.moneyCode(confirmPreview.total, confirmPreview.currency) : '—'}
          </DetailRow>
          <DetailRow label={t('contract.liqPrice')} testId="contract-confirm-liq" c="orange">
            {confirmPreview?.liquidationPrice ? fmt.decimal(confirmPreview.liquidationPrice) : t('contract.noLiquidation')}
          </DetailRow>
          <DetailRow label={t('contract.stopLoss')}>{stopLoss ? fmt.decimal(typedAmount(stopLoss)) : '—'}</DetailRow>
          <DetailRow label={t('contract.takeProfit')}>{takeProfit ? fmt.decimal(typedAmount(takeProfit)) : '—'}</DetailRow>
          <DetailRow label={t('contract.available')} testId="contract-confirm-available" value={confirmPreview?.available}>
            {confirmPreview ? fmt.moneyCode(confirmPreview.available, confirmPreview.currency) : '—'}
          </DetailRow>
        </Box>
      </ConfirmPrompt>
      {gate.dialog}
    </TradePanel>
  );
}
