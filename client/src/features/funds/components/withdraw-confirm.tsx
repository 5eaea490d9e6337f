import { Alert, Button, Drawer, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_ARRIVAL_HOURS } from '../../../../../shared/withdrawals.ts';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import { useSendWithdrawCode } from '../api/send-withdraw-code';
import type { WithdrawCodeBody, WithdrawPreview } from '../types';
import { PasswordAndCode, secondCodeValue, useConfirmChecks } from './second-code-field';

/** A withdrawal as the form validated it, with where it goes as the summary shows it. */
export interface WithdrawSummary {
  body: WithdrawCodeBody;
  preview: WithdrawPreview;
  /** A crypto withdrawal's full address, or the bound card as shown (masked). */
  destination: { kind: 'crypto'; chain: string; address: string } | { kind: 'bank'; bankName: string; number: string; holder: string };
}

/** What confirms it: the withdrawal password and the second code (decision 089). */
export interface WithdrawConfirmation {
  securityPassword: string;
  twoFactorCode?: string;
  verificationCode?: string;
}

interface Props {
  summary: WithdrawSummary | null;
  /** Two-factor on: the authenticator's code; else a code sent to the e-mail or phone. */
  twoFactor: boolean;
  /** A phone: a sheet from the bottom; a desktop: a dialog. */
  compact?: boolean;
  confirming: boolean;
  onConfirm: (confirmation: WithdrawConfirmation) => void;
  onClose: () => void;
}

/** The summary's lines: what is withdrawn, what arrives, when, and where to. */
function SummaryLines({ summary }: { summary: WithdrawSummary }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const { body, preview, destination } = summary;
  const c = body.currency;
  const hours = WITHDRAW_ARRIVAL_HOURS[body.method];
  return (
    <div className="preview-box">
      <DetailRow className="num" label={t('funds.common.amount')} testId="withdraw-confirm-amount" value={preview.amount}>
        {f.money(preview.amount, c)} {c}
      </DetailRow>
      <DetailRow
        className="num"
        label={t('funds.withdraw.feeRate', { rate: f.ratePercent(preview.feeRate) })}
        testId="withdraw-confirm-fee"
        value={preview.fee}
      >
        {f.money(preview.fee, c)} {c}
      </DetailRow>
      <DetailRow
        className="num"
        fz="md"
        fw={700}
        label={t('funds.withdraw.arrival')}
        testId="withdraw-confirm-arrival"
        value={preview.arrival}
      >
        {f.money(preview.arrival, c)} {c}
      </DetailRow>
      <DetailRow label={t('withdrawConfirm.arrivalTime')} testId="withdraw-confirm-arrival-time" value={String(hours)}>
        {hours === 1 ? t('withdrawConfirm.withinAnHour') : t('withdrawConfirm.withinHours', { hours })}
      </DetailRow>
      {destination.kind === 'crypto' ? (
        <>
          <DetailRow label={t('withdrawConfirm.network')} testId="withdraw-confirm-network">
            {destination.chain}
          </DetailRow>
          <Text fz="sm" c="dimmed" mt={6}>
            {t('withdrawConfirm.address')}
          </Text>
          <Text fz="sm" fw={600} ff="monospace" className="break-all" data-testid="withdraw-confirm-address">
            {destination.address}
          </Text>
        </>
      ) : (
        <DetailRow label={t('withdrawConfirm.card')} testId="withdraw-confirm-card">
          {destination.bankName} · <span className="num">{destination.number}</span> · {destination.holder}
        </DetailRow>
      )}
    </div>
  );
}

/**
 * The confirmation step of a withdrawal (issue 38): the summary (amount, fee and its rate, what
 * arrives and when, the network and full address or the masked card), then the withdrawal
 * password and the second code: the authenticator's with two-factor on, else a code sent to the
 * e-mail or phone for exactly this withdrawal. A dialog on a desktop, a sheet on a phone.
 */
export function WithdrawConfirm({ summary, twoFactor, compact, confirming, onConfirm, onClose }: Props) {
  const { t } = useTranslation('funds');
  const send = useSendWithdrawCode();
  const form = useForm({ initialValues: { securityPassword: '', code: '' }, validate: useConfirmChecks(twoFactor) });
  const close = () => {
    form.reset();
    onClose();
  };
  const content = summary && (
    <form
      noValidate
      data-testid="withdraw-confirm"
      onSubmit={form.onSubmit((v) => {
        const code = secondCodeValue(v.code, twoFactor);
        onConfirm({ securityPassword: v.securityPassword, ...(twoFactor ? { twoFactorCode: code } : { verificationCode: code }) });
      })}
    >
      <Stack gap="md">
        <SummaryLines summary={summary} />
        {summary.destination.kind === 'crypto' && (
          <Alert variant="light" color="orange" p="xs" icon={<IconAlertTriangle size={16} />} data-testid="withdraw-confirm-check">
            <Text fz="sm">{t('withdrawConfirm.checkAddress')}</Text>
          </Alert>
        )}
        <PasswordAndCode
          password={form.getInputProps('securityPassword')}
          code={form.getInputProps('code')}
          twoFactor={twoFactor}
          send={(onSent) => send.mutate(summary.body, { onSuccess: onSent })}
          sending={send.isPending}
          testId="withdraw"
          codeTestId={twoFactor ? 'withdraw-two-factor-code' : 'withdraw-verification-code'}
        />
        <Stack gap="xs">
          <Button type="submit" fullWidth size="md" loading={confirming} data-testid="withdraw-confirm-submit">
            {t('withdrawConfirm.confirm')}
          </Button>
          <Button fullWidth variant="subtle" color="gray" onClick={close} data-testid="withdraw-confirm-cancel">
            {t('common.back')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
  const title = t('withdrawConfirm.title');
  // (above the customer-service dock on the right edge, z-index 300)
  return compact ? (
    <Drawer
      opened={summary !== null}
      onClose={close}
      title={title}
      position="bottom"
      zIndex={400}
      radius="lg"
      // a sheet as tall as what it shows (at most nearly the whole screen, then it scrolls)
      styles={{ content: { height: 'auto', flex: '0 0 auto', maxHeight: '94dvh' } }}
    >
      {content}
    </Drawer>
  ) : (
    <Modal opened={summary !== null} onClose={close} title={title} centered zIndex={400} size="lg">
      {content}
    </Modal>
  );
}
