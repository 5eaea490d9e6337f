import { Alert, Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateRange } from '../../../../../shared/mining.ts';
import { compareDecimal, typedAmount } from '../../../../../shared/money.ts';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { DetailRow } from '../../../components/detail-row';
import { useWalletAssets } from '../../../lib/api/wallet-assets';
import { useFormat } from '../../../lib/format';
import { AmountField } from '../../../components/amount-field';
import { useMiningProduct } from '../api/get-product';
import { useSubscribeMining } from '../api/subscribe';

const newKey = () => `mining-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The chosen product's detail and its purchase: the amount (required, within the product's
 * single limit: the reason shows under it and the prompt stays closed), what it earns per day and
 * over the period, when interest starts and is paid, the early-redemption penalty's rule, then a
 * confirm prompt (with the rule again) before the amount is locked.
 */
export function MiningSubscribePanel({ productId, onSubscribed }: { productId: number; onSubscribed?: () => void }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState(newKey);
  const [quoted] = useDebouncedValue(amount, 250);
  const product = useMiningProduct(productId, quoted);
  const subscribe = useSubscribeMining();
  const available = useWalletAssets({ select: (a) => a.rows.find((r) => r.currency === 'USDT')?.available ?? '0' }).data ?? '0';
  const p = product.data;
  if (!p) return null;
  const c = p.currency;
  const e = p.expected;
  const submit = () => {
    const value = typedAmount(amount.trim());
    if (value === '') {
      setError(t('mining.amountRequired'));
      return;
    }
    if (compareDecimal(value, p.minAmount) < 0) {
      setError(t('mining.belowMin', { min: f.moneyCode(p.minAmount, c) }));
      return;
    }
    if (compareDecimal(value, p.maxAmount) > 0) {
      setError(t('mining.aboveMax', { max: f.moneyCode(p.maxAmount, c) }));
      return;
    }
    setError(null);
    setConfirming(true);
  };
  // the penalty's rule, before subscribing (the redemption prompt works it out for the order)
  const penaltyRule = t('mining.penaltyRule', { rate: rateRange(p.defaultRate, p.defaultRate) });
  const confirm = () =>
    subscribe.mutate(
      { productId, amount, idempotencyKey: key },
      {
        onSuccess: () => {
          setConfirming(false);
          setAmount('');
          setKey(newKey());
          onSubscribed?.();
        },
        onError: () => setConfirming(false),
      },
    );
  const earnings = (r: { min: string; max: string }) =>
    r.min === r.max ? f.moneyCode(r.min, c) : `${f.money(r.min, c)} – ${f.moneyCode(r.max, c)}`;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="mining-subscribe">
      <Stack gap="sm">
        <Title order={4}>{p.name}</Title>
        <DetailRow label={t('mining.period')}>{t('mining.days', { count: p.periodDays })}</DetailRow>
        <DetailRow label={t('mining.dailyRate')}>{rateRange(p.minRate, p.maxRate)}</DetailRow>
        <DetailRow label={t('mining.defaultRate')}>{rateRange(p.defaultRate, p.defaultRate)}</DetailRow>
        <DetailRow label={t('mining.singleLimit')}>{`${f.money(p.minAmount, c)} – ${f.moneyCode(p.maxAmount, c)}`}</DetailRow>
        <DetailRow label={t('mining.userCap')}>
          {p.userLeft === null
            ? f.moneyCode(p.userCap, c)
            : t('mining.userLeft', { left: f.money(p.userLeft, c), cap: f.money(p.userCap, c), currency: c })}
        </DetailRow>
        <DetailRow label={t('mining.interestStart')} testId="mining-interest-start">
          {t('mining.interestStartNextDay')}
        </DetailRow>
        <DetailRow label={t('mining.payoutTime')}>{t('mining.payoutDaily', { time: p.payoutTime })}</DetailRow>
        <Divider />
        <AmountField
          label={t('mining.amount')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setError(null);
          }}
          currency={c}
          scale={p.scale}
          error={error}
          description={t('funds.common.available', { amount: f.money(available, c), currency: c })}
          testId="mining-amount"
        />
        <Stack gap={4} data-testid="mining-expected">
          <Text size="sm" fw={600}>
            {t('mining.expectedFor', { amount: f.moneyCode(e.amount, c) })}
          </Text>
          <DetailRow label={t('mining.expectedDaily')} testId="mining-expected-daily">
            {earnings(e.daily)}
          </DetailRow>
          <DetailRow label={t('mining.expectedTotal')} testId="mining-expected-total">
            {earnings(e.total)}
          </DetailRow>
        </Stack>
        <Text size="xs" c="dimmed">
          {t('mining.realOnly')}
        </Text>
        <Alert color="orange" variant="light" p="xs" data-testid="mining-penalty-rule">
          <Text size="xs">{penaltyRule}</Text>
        </Alert>
        {!p.enabled && <Alert color="gray">{t('mining.closedText')}</Alert>}
        <Button color="yellow" onClick={submit} disabled={!p.enabled} data-testid="mining-subscribe-button">
          {t('mining.subscribe')}
        </Button>
      </Stack>
      <ConfirmPrompt
        opened={confirming}
        title={t('mining.confirmTitle')}
        text={t('mining.confirmText', { amount: f.moneyCode(amount || '0', c), name: p.name, count: p.periodDays })}
        confirmLabel={t('mining.subscribe')}
        loading={subscribe.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        testId="mining-confirm"
      >
        <DetailRow label={t('mining.expectedTotal')}>{earnings(e.total)}</DetailRow>
        <DetailRow label={t('mining.interestStart')}>{t('mining.interestStartNextDay')}</DetailRow>
        <Alert color="orange" variant="light" p="xs" data-testid="mining-confirm-penalty-rule">
          <Text size="xs">{penaltyRule}</Text>
        </Alert>
      </ConfirmPrompt>
    </Card>
  );
}
