import { Button, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCreditCard, IconWallet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { trimZeros, typedAmount, unitsOf } from '../../../../../shared/money.ts';
import { useOwner } from '../../../lib/api/keys';
import { ApiError } from '../../../lib/http';
import { toast } from '../../../lib/notify';
import { type AmountRules, checkAmount } from '../amount';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWalletAssets } from '../../../lib/api/wallet-assets';
import { useBankCard } from '../api/get-bank-card';
import { useCryptoAddresses } from '../api/get-crypto-addresses';
import { useSecurityPasswordStatus } from '../api/get-security-password-status';
import { useWithdrawPreview, withdrawPreviewQueryOptions } from '../api/get-withdraw-preview';
import { toastFundsError } from '../errors';
import { useFormat } from '../../../lib/format';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useIssueText } from '../hooks/use-issue-text';
import { useLimitsText } from '../hooks/use-limits-text';
import { useFundsLinks } from '../links';
import { ADDRESS_COINS, type AddressCoin, CURRENCIES, type Chain, chainsOf, type WithdrawBody, type Withdrawal } from '../types';
import { AmountField } from '../../../components/amount-field';
import { PreviewRow } from './preview-row';
import { ChainSelect } from './chain-select';
import { MethodCard } from './method-card';
import { RequirementAlert } from './requirement-alert';
import { FundsStateBadge, WithdrawStatusBadge } from './status-badge';
import { SubmittedNotice } from './submitted-notice';
import { WithdrawConfirm, type WithdrawConfirmation, type WithdrawSummary } from './withdraw-confirm';

type Method = 'bank' | 'crypto';

interface Values {
  method: Method;
  currency: string;
  chain: Chain;
  amount: string;
}

const isAddressCoin = (c: string): c is AddressCoin => (ADDRESS_COINS as string[]).includes(c);

/**
 * Withdraw to the bound bank card or a bound address: amount, live fee and arrival; then the
 * summary step (WithdrawConfirm), where the withdrawal password and the second code confirm it
 * (`twoFactor`: the authenticator's; otherwise a code sent to the e-mail or phone; undefined
 * while not known yet).
 */
export function WithdrawForm({ compact, twoFactor }: { compact?: boolean; twoFactor?: boolean }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const text = useIssueText();
  const limitsText = useLimitsText();
  const navigate = useNavigate();
  const links = useFundsLinks();
  const assets = useWalletAssets();
  const card = useBankCard();
  const addresses = useCryptoAddresses();
  const password = useSecurityPasswordStatus();
  const create = useCreateWithdrawal();
  const keys = useIdempotencyKey();
  const queryClient = useQueryClient();
  const { owner } = useOwner();

  const [limits, setLimits] = useState<Record<string, { min: string; max: string | null }>>({});
  const [submitted, setSubmitted] = useState<Withdrawal | null>(null);
  /** The summary step, open; `opened` counts them (each opens empty). */
  const [summary, setSummary] = useState<WithdrawSummary | null>(null);
  const [opened, setOpened] = useState(0);
  const [summarizing, setSummarizing] = useState(false);
  const form = useForm<Values>({
    initialValues: { method: 'bank', currency: 'USDT', chain: 'TRC20', amount: '' },
    validate: { amount: (v: string): string | null => text(checkAmount(v, rules)) },
  });
  const { method, currency, chain, amount } = form.values;

  const row = assets.data?.rows.find((r) => r.currency === currency);
  const scale = row?.scale ?? 2;
  const available = row?.available ?? null;
  const known = limits[currency];
  const rules: AmountRules = { currency, scale, min: known?.min, max: known?.max, available };
  const [debounced] = useDebouncedValue(amount, 400);
  const typed = typedAmount(debounced);
  // only amounts that pass the client's checks are previewed (the server answers others with an error)
  const previewable = typed && checkAmount(typed, rules) === null ? typed : null;
  const preview = useWithdrawPreview(currency, previewable);
  const previewData = previewable && !preview.isError ? preview.data : undefined;

  useEffect(() => {
    const p = preview.data;
    if (p) setLimits((l) => (l[p.currency] ? l : { ...l, [p.currency]: { min: p.min, max: p.max } }));
  }, [preview.data]);

  const currencies: string[] = method === 'crypto' ? ADDRESS_COINS : (assets.data?.rows.map((r) => r.currency) ?? [...CURRENCIES]);
  const chains = chainsOf(currency);
  const address = addresses.data?.find((a) => a.coin === currency && a.chain === chain);
  const destinationReady = method === 'bank' ? !!card.data : !!address;
  const passwordReady = password.data?.isSet === true;

  /** Another currency: its amount starts empty, and a crypto currency on its first network. */
  const currencyValues = (next: string) => ({
    currency: next,
    amount: '',
    ...(isAddressCoin(next) ? { chain: chainsOf(next)[0] ?? 'TRC20' } : {}),
  });
  const chooseCurrency = (next: string) => {
    form.setValues(currencyValues(next));
    form.clearErrors();
  };
  const chooseMethod = (next: Method) => {
    const switchTo =
      next === 'crypto' && !isAddressCoin(currency)
        ? 'USDT'
        : next === 'bank' && card.data && card.data.currency !== currency
          ? card.data.currency
          : null;
    form.setValues({ method: next, ...(switchTo ? currencyValues(switchTo) : {}) });
    form.clearErrors();
  };

  const liveIssue = typed ? checkAmount(typed, rules) : null;
  const previewError = previewable && preview.error instanceof ApiError ? preview.error.message : null;
  const amountError = form.errors.amount ?? text(liveIssue) ?? previewError;

  // the summary of exactly the amount typed (its preview fetched if the debounced one is older)
  const submit = form.onSubmit(async (v) => {
    if (!destinationReady || !passwordReady) return;
    const value = typedAmount(v.amount);
    const body: WithdrawSummary['body'] =
      v.method === 'bank'
        ? { method: 'bank', currency: v.currency, amount: value }
        : { method: 'crypto', currency: v.currency, chain: v.chain, amount: value };
    const destination: WithdrawSummary['destination'] | null =
      v.method === 'bank'
        ? card.data
          ? { kind: 'bank', bankName: card.data.bankName, number: card.data.number, holder: card.data.holder }
          : null
        : address
          ? { kind: 'crypto', chain: address.chain, address: address.address }
          : null;
    if (!destination) return;
    setSummarizing(true);
    try {
      const exact = await queryClient.fetchQuery(withdrawPreviewQueryOptions(owner, v.currency, value));
      setSummary({ body, preview: exact, destination });
      setOpened((n) => n + 1);
    } catch (e) {
      toastFundsError(e);
    } finally {
      setSummarizing(false);
    }
  });

  const confirm = (c: WithdrawConfirmation) => {
    if (!summary) return;
    const body = { ...summary.body, ...c } as WithdrawBody;
    create.mutate(
      { body, idempotencyKey: keys.forValues(body) },
      {
        onSuccess: (w) => {
          keys.reset();
          toast.success(t('funds.common.submitted'));
          setSummary(null);
          setSubmitted(w);
          form.setValues({ amount: '' });
        },
      },
    );
  };

  if (submitted) {
    return (
      <SubmittedNotice
        testId="withdraw-success"
        title={t('funds.withdraw.successTitle')}
        text={t('funds.common.waitForReview')}
        details={
          <Stack gap={6} align="center">
            <Text fw={700} fz="lg" className="num">
              {f.money(submitted.amount, submitted.currency)} {submitted.currency}
            </Text>
            <Text fz="sm" c="dimmed" className="num">
              {t('funds.common.fee')} {f.money(submitted.fee, submitted.currency)} · {t('funds.withdraw.arrival')}{' '}
              {f.money(submitted.arrival, submitted.currency)}
            </Text>
            <Group gap="xs" justify="center">
              <WithdrawStatusBadge status={submitted.status} />
              <FundsStateBadge state={submitted.fundsState} />
            </Group>
          </Stack>
        }
        actions={[
          { label: t('funds.withdraw.viewHistory'), onClick: () => navigate(links.withdrawHistory), testId: 'withdraw-success-history' },
          { label: t('funds.common.viewFlow'), onClick: () => navigate(links.property), testId: 'withdraw-success-flow' },
          { label: t('funds.withdraw.again'), onClick: () => setSubmitted(null), testId: 'withdraw-again' },
        ]}
      />
    );
  }

  const loading = assets.isPending || card.isPending || addresses.isPending || password.isPending || twoFactor === undefined;
  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'}>
      <form noValidate onSubmit={submit} data-testid="withdraw-form">
        <Stack gap="md">
          <Stack gap={6}>
            <Text fz="sm" fw={500}>
              {t('funds.withdraw.method')}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <MethodCard
                active={method === 'bank'}
                onClick={() => chooseMethod('bank')}
                icon={<IconCreditCard size={20} />}
                label={t('funds.withdraw.bank')}
                hint={card.data ? `**** ${card.data.number.slice(-4)}` : t('funds.withdraw.notBound')}
                testId="withdraw-method-bank"
              />
              <MethodCard
                active={method === 'crypto'}
                onClick={() => chooseMethod('crypto')}
                icon={<IconWallet size={20} />}
                label={t('funds.withdraw.crypto')}
                hint={
                  addresses.data?.length ? t('funds.withdraw.addressCount', { count: addresses.data.length }) : t('funds.withdraw.notBound')
                }
                testId="withdraw-method-crypto"
              />
            </SimpleGrid>
          </Stack>

          <SimpleGrid cols={compact || method === 'bank' ? 1 : 2} spacing="md">
            <NativeSelect
              label={t('funds.common.currency')}
              data={currencies}
              value={currency}
              onChange={(e) => chooseCurrency(e.currentTarget.value)}
              data-testid="withdraw-currency"
            />
            {method === 'crypto' && (
              <ChainSelect chains={chains} value={chain} onChange={(c) => form.setFieldValue('chain', c)} testId="withdraw-chain" />
            )}
          </SimpleGrid>

          {loading ? (
            <Skeleton h={44} radius="md" />
          ) : method === 'bank' ? (
            card.data ? (
              <div className="destination" data-testid="withdraw-destination">
                <Text fz="xs" c="dimmed">
                  {t('funds.withdraw.destination')}
                </Text>
                <Text fz="sm" fw={600}>
                  {card.data.bankName} · <span className="num">{card.data.number}</span> · {card.data.holder}
                </Text>
              </div>
            ) : (
              <RequirementAlert
                text={t('funds.withdraw.bindCard')}
                action={t('funds.withdraw.bindNow')}
                onAction={() => navigate(links.gatheringWay)}
                testId="withdraw-need-card"
              />
            )
          ) : address ? (
            <div className="destination" data-testid="withdraw-destination">
              <Text fz="xs" c="dimmed">
                {t('funds.withdraw.destination')}
              </Text>
              <Text fz="sm" fw={600} ff="monospace" className="break-all">
                {address.address}
              </Text>
            </div>
          ) : (
            <RequirementAlert
              text={t('funds.withdraw.bindAddress', { coin: currency, chain })}
              action={t('funds.withdraw.bindNow')}
              onAction={() => navigate(links.gatheringWay)}
              testId="withdraw-need-address"
            />
          )}

          <AmountField
            label={t('funds.common.amount')}
            value={amount}
            onChange={(v) => form.setFieldValue('amount', v)}
            currency={currency}
            scale={scale}
            error={amountError}
            description={
              <>
                {t('funds.common.available', { amount: available ? f.money(available, currency) : t('common.dash'), currency })}
                {known && ` · ${limitsText(known, currency)}`}
              </>
            }
            onAll={() => {
              if (available && unitsOf(available, scale) > 0n) form.setFieldValue('amount', trimZeros(available));
            }}
            testId="withdraw-amount"
          />

          <div className="preview-box" data-loading={(previewable !== null && preview.isFetching) || undefined}>
            <PreviewRow
              label={previewData ? t('funds.withdraw.feeRate', { rate: f.ratePercent(previewData.feeRate) }) : t('funds.common.fee')}
              testId="withdraw-fee"
              value={previewData?.fee}
            >
              {previewData ? `${f.money(previewData.fee, currency)} ${currency}` : t('common.dash')}
            </PreviewRow>
            {previewData && unitsOf(previewData.bonusLocked, scale) > 0n && (
              <>
                <PreviewRow label={t('funds.withdraw.bonusLocked')} testId="withdraw-bonus-locked" value={previewData.bonusLocked}>
                  {`${f.money(previewData.bonusLocked, currency)} ${currency}`}
                </PreviewRow>
                <PreviewRow label={t('funds.withdraw.withdrawable')} testId="withdraw-withdrawable" value={previewData.withdrawable}>
                  {`${f.money(previewData.withdrawable, currency)} ${currency}`}
                </PreviewRow>
              </>
            )}
            <PreviewRow arrival label={t('funds.withdraw.arrival')} testId="withdraw-arrival" value={previewData?.arrival}>
              {previewData ? `${f.money(previewData.arrival, currency)} ${currency}` : t('common.dash')}
            </PreviewRow>
          </div>
          {previewData?.overTierLimit && (
            <RequirementAlert
              text={t('funds.withdraw.overTierLimit')}
              action={t('funds.withdraw.raiseLimits')}
              onAction={() => navigate(links.certify)}
              testId="withdraw-over-tier-limit"
            />
          )}

          {!loading && !passwordReady && (
            <RequirementAlert
              text={t('funds.password.notSet')}
              action={t('funds.password.setNow')}
              onAction={() => navigate(links.security)}
              testId="withdraw-need-password"
            />
          )}
          <Button
            type="submit"
            size="md"
            loading={summarizing}
            disabled={loading || !destinationReady || !passwordReady}
            data-testid="withdraw-submit"
          >
            {t('funds.withdraw.submit')}
          </Button>
          <Text fz="xs" c="dimmed">
            {t('funds.withdraw.barNote')}
          </Text>
        </Stack>
      </form>
      <WithdrawConfirm
        key={opened}
        summary={summary}
        twoFactor={twoFactor === true}
        compact={compact}
        confirming={create.isPending}
        onConfirm={confirm}
        onClose={() => setSummary(null)}
      />
    </Paper>
  );
}
