import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useTradeEnv } from '../../../lib/trading/env';
import { MODE_COLOR, MODE_LABEL, type TradeMode } from '../../../lib/trading/mode';
import { useSubscribe } from '../api/subscribe';
import { capProblem, COPY_CURRENCY, copiedLots, EXAMPLE_LEADER_LOTS } from '../terms';
import type { CopyLeader } from '../types';
import { type Terms, TermsFields, termsValid } from './terms-fields';

/** The wallets a leader can be copied into: a demo leader (and every guest) into demo only. */
export function walletsFor(leader: Pick<CopyLeader, 'mode'>, guest: boolean): TradeMode[] {
  return leader.mode === 'demo' || guest ? ['demo'] : ['real', 'demo'];
}

function CopyForm({ leader, onClose }: { leader: CopyLeader; onClose: () => void }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const env = useTradeEnv();
  const wallets = walletsFor(leader, env.guest);
  const [mode, setMode] = useState<TradeMode>(wallets[0] ?? 'demo');
  const [terms, setTerms] = useState<Terms>({ ratio: '1', cap: '100' });
  const subscribe = useSubscribe();
  const ratio = terms.ratio.trim();
  const cap = terms.cap.trim();
  const lots = copiedLots(EXAMPLE_LEADER_LOTS, ratio);
  const submit = () =>
    subscribe.mutate(
      { leaderId: leader.leaderId, leaderMode: leader.mode, mode, ratio, maxMargin: cap },
      {
        onSuccess: () => {
          toast.success(t('copyTrading.dialog.done', { name: leader.name }));
          onClose();
        },
      },
    );
  return (
    <ConfirmPrompt
      opened
      onClose={onClose}
      title={t('copyTrading.dialog.title', { name: leader.name })}
      confirmLabel={t('copyTrading.dialog.confirm')}
      color={MODE_COLOR[mode]}
      disabled={!termsValid(terms)}
      loading={subscribe.isPending}
      onConfirm={submit}
      testId="copy-dialog"
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('copyTrading.dialog.wallet')}
          </Text>
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(v) => setMode(v as TradeMode)}
            color={MODE_COLOR[mode]}
            data={(['real', 'demo'] as const).map((m) => ({
              value: m,
              disabled: !wallets.includes(m),
              label: <span data-testid={`copy-dialog-wallet-${m}`}>{t(MODE_LABEL[m])}</span>,
            }))}
            data-testid="copy-dialog-wallet"
          />
          {wallets.length === 1 && (
            <Text size="xs" c="dimmed" data-testid="copy-dialog-demo-only">
              {env.guest ? t('copyTrading.dialog.guestDemoOnly') : t('copyTrading.dialog.demoOnly')}
            </Text>
          )}
        </Stack>
        <TermsFields value={terms} onChange={setTerms} testId="copy-dialog" />
        <Text size="sm" data-testid="copy-dialog-explain">
          {lots !== null && capProblem(cap) === null
            ? t('copyTrading.dialog.explain', {
                name: leader.name,
                leaderLots: f.decimal(EXAMPLE_LEADER_LOTS),
                lots: f.decimal(lots),
                cap: f.decimal(cap),
                currency: COPY_CURRENCY,
              })
            : t('copyTrading.dialog.explainPending')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('copyTrading.dialog.what')}
        </Text>
      </Stack>
    </ConfirmPrompt>
  );
}

/** Copying a leader: the wallet, the ratio and the cap, with a sentence saying what they mean. */
export function CopyDialog({ leader, onClose }: { leader: CopyLeader | null; onClose: () => void }) {
  // a fresh form for each leader
  return leader ? <CopyForm key={`${leader.leaderId}-${leader.mode}`} leader={leader} onClose={onClose} /> : null;
}
