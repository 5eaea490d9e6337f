import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rateRange } from '../../../../../shared/mining.ts';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { DetailRow } from '../../../components/detail-row';
import { PageLoader } from '../../../components/page-loader';
import { useFormat } from '../../../lib/format';
import { useMiningRedemption } from '../api/get-redemption';
import { useRedeemMining } from '../api/redeem';

/**
 * The confirm prompt of an early redemption: the penalty first (remaining days × default rate ×
 * amount), then the refund and the interest kept; nothing happens until it is confirmed, and the
 * penalty confirmed is the one sent.
 */
export function RedeemPrompt({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const quote = useMiningRedemption(orderId);
  const redeem = useRedeemMining();
  const q = quote.data;
  return (
    <ConfirmPrompt
      opened={orderId !== null}
      title={t('mining.redeemTitle')}
      confirmLabel={t('mining.redeemConfirm')}
      color="red"
      loading={redeem.isPending}
      disabled={!q}
      onConfirm={() => q && redeem.mutate({ id: q.orderId, penalty: q.penalty }, { onSettled: onClose })}
      onClose={onClose}
      testId="mining-redeem"
    >
      {!q ? (
        <PageLoader minHeight={80} />
      ) : (
        <Stack gap="xs">
          <Alert color="red" variant="light" data-testid="mining-redeem-penalty" data-value={q.penalty}>
            <Text fw={700}>{t('mining.penaltyIs', { amount: f.moneyCode(q.penalty, q.currency) })}</Text>
            <Text size="xs">
              {t('mining.penaltyFormula', {
                days: q.remainingDays,
                rate: rateRange(q.defaultRate, q.defaultRate),
                amount: f.moneyCode(q.amount, q.currency),
              })}
            </Text>
          </Alert>
          <DetailRow label={t('mining.refund')} testId="mining-redeem-refund" value={q.refund}>
            {f.moneyCode(q.refund, q.currency)}
          </DetailRow>
          <DetailRow label={t('mining.interestKept')}>{f.moneyCode(q.interestKept, q.currency)}</DetailRow>
          <DetailRow label={t('mining.remainingDays')}>{t('mining.days', { count: q.remainingDays })}</DetailRow>
        </Stack>
      )}
    </ConfirmPrompt>
  );
}
