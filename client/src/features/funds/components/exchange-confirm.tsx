import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import type { ExchangeQuote } from '../types';

interface Props {
  quote: ExchangeQuote | null;
  /** Seconds the quote has left (counted down by the caller from its ttlSeconds). */
  secondsLeft: number;
  /** Why the dialog shows a new quote, or why the exchange was refused. */
  notice: string | null;
  confirming: boolean;
  refreshing: boolean;
  onConfirm: () => void;
  onRefresh: () => void;
  onClose: () => void;
}

/**
 * The confirmation step of an exchange: what you pay, what arrives (exactly), the rate and how
 * long the quote holds it. Once it has expired only a new quote can be confirmed.
 */
export function ExchangeConfirm({ quote, secondsLeft, notice, confirming, refreshing, onConfirm, onRefresh, onClose }: Props) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const expired = secondsLeft <= 0;
  return (
    <Modal opened={quote !== null} onClose={onClose} title={t('funds.exchange.confirmTitle')} centered>
      {quote && (
        <Stack gap="sm" data-testid="exchange-confirm" data-quote-id={quote.quoteId}>
          {notice && (
            <Alert color="yellow" p="xs" data-testid="exchange-confirm-notice">
              {notice}
            </Alert>
          )}
          <div className="preview-box">
            <DetailRow className="num" label={t('funds.exchange.youPay')} testId="exchange-confirm-amount" value={quote.amount}>
              {f.money(quote.amount, quote.from)} {quote.from}
            </DetailRow>
            <DetailRow className="num" label={t('funds.exchange.arrival')} testId="exchange-confirm-arrival" value={quote.arrival}>
              {f.money(quote.arrival, quote.to)} {quote.to}
            </DetailRow>
            <DetailRow className="num" label={t('funds.exchange.rateLabel')} testId="exchange-confirm-rate" value={quote.rate}>
              {t('funds.exchange.rate', { from: quote.from, to: quote.to, rate: f.decimal(quote.rate) })}
            </DetailRow>
          </div>
          {expired ? (
            <Alert color="gray" p="xs" icon={<IconClockHour4 size={16} />} data-testid="exchange-confirm-expired">
              {t('funds.exchange.expired')}
            </Alert>
          ) : (
            <Group gap={6} c="dimmed">
              <IconClockHour4 size={16} />
              <Text fz="sm" data-testid="exchange-confirm-countdown" data-seconds={secondsLeft}>
                {t('funds.exchange.heldFor', { seconds: secondsLeft })}
              </Text>
            </Group>
          )}
          <Stack gap="xs">
            {expired ? (
              <Button fullWidth onClick={onRefresh} loading={refreshing} data-testid="exchange-confirm-refresh">
                {t('funds.exchange.refresh')}
              </Button>
            ) : (
              <Button fullWidth onClick={onConfirm} loading={confirming} disabled={refreshing} data-testid="exchange-confirm-submit">
                {t('funds.exchange.confirm')}
              </Button>
            )}
            <Button fullWidth variant="subtle" color="gray" onClick={onClose} data-testid="exchange-confirm-cancel">
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
