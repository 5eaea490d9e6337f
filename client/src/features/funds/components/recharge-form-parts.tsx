// What the two deposit forms (bank transfer, crypto) share: the currency's limits, the amount
// field that shows them, the amount and screenshot checks, the screenshot and the submit
// button, and what happens once a deposit is sent.
import { Button } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { checkAmount } from '../amount';
import { useCreateRecharge } from '../api/create-recharge';
import { useIssueText } from '../hooks/use-issue-text';
import { useLimitsText } from '../hooks/use-limits-text';
import type { Deposit, RechargeBody, RechargeChannels } from '../types';
import { AmountField } from '../../../components/amount-field';
import { ImageUpload } from '../../../components/image-upload';

function limitsOf(channels: RechargeChannels, currency: string) {
  return channels.limits.find((l) => l.currency === currency) ?? { currency, scale: 2, min: '0', max: null };
}

/** The props of a deposit form. */
export interface DepositFormProps {
  channels: RechargeChannels;
  onSubmitted: (d: Deposit) => void;
  compact?: boolean;
}

/**
 * A deposit form's shared rules: `checks` require the amount within the currency's limits and
 * the transfer screenshot; `submit` sends the deposit, then a toast and `onSubmitted`.
 */
export function useDeposit({ channels, onSubmitted }: DepositFormProps) {
  const { t } = useTranslation('funds');
  const text = useIssueText();
  const create = useCreateRecharge();
  return {
    checks: (v: { amount: string; proofUploadId: number | null }, currency: string) => {
      const { scale, min, max } = limitsOf(channels, currency);
      return {
        amount: text(checkAmount(v.amount, { currency, scale, min, max })),
        proofUploadId: v.proofUploadId === null ? t('funds.validation.proofRequired') : null,
      };
    },
    pending: create.isPending,
    submit: (body: RechargeBody) =>
      create.mutate(body, {
        onSuccess: (deposit) => {
          toast.success(t('funds.common.submitted'));
          onSubmitted(deposit);
        },
      }),
  };
}

/** The amount of a deposit, with the currency's limits below it (spread `form.getInputProps('amount')`). */
export function DepositAmountField({
  label,
  channels,
  currency,
  ...input
}: GetInputPropsReturnType & { label: string; channels: RechargeChannels; currency: string }) {
  const limitsText = useLimitsText();
  const limits = limitsOf(channels, currency);
  return (
    <AmountField
      label={label}
      value={input.value}
      onChange={input.onChange}
      error={input.error}
      currency={currency}
      scale={limits.scale}
      description={limitsText(limits, currency)}
      testId="recharge-amount"
    />
  );
}

/** The end of a deposit form: the transfer screenshot (spread `form.getInputProps('proofUploadId')`) and the submit button. */
export function DepositFormEnd({ pending, ...proof }: GetInputPropsReturnType & { pending: boolean }) {
  const { t } = useTranslation('funds');
  return (
    <>
      <ImageUpload
        purpose="deposit-proof"
        texts={{ hint: t('funds.upload.hint'), type: t('funds.upload.type'), size: t('funds.upload.size') }}
        label={t('funds.recharge.proof')}
        value={proof.value}
        onChange={proof.onChange}
        error={proof.error}
        testId="recharge-proof-input"
      />
      <Button type="submit" size="md" loading={pending} data-testid="recharge-submit">
        {t('funds.recharge.submit')}
      </Button>
    </>
  );
}
