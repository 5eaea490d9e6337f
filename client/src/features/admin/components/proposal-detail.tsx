import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { type ProposalDecision, useDecideProposal } from '../api/decide-proposal';
import type { ProposalSubject } from '../../../../../shared/schemas/approvals.ts';
import { DetailRow } from '../../../components/detail-row';
import { CustomerRows } from './customer-label';
import { ProposalDiff } from './proposal-diff';
import { kindLabel, proposalSummary } from './proposal-summary';
import { STATUS_COLOR } from './proposal-table';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" w={120}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ flex: 1 }}>
        {children}
      </Text>
    </Group>
  );
}

/** What a decided proposal left, in words: a ledger journal, a withdrawal paid, or why it could not be carried out. */
function resultText(result: string, t: TFunction<'admin'>): string {
  const [what, id] = result.split(':');
  if (what === 'journal' && id) return t('admin.approvals.results.journal', { id });
  if (what === 'withdrawal' && id) return t('admin.approvals.results.withdrawal', { id });
  // an error's name (the proposal failed): its code stays in the tooltip
  return /^[A-Z_]+$/.test(result) ? t('admin.approvals.results.failed') : result;
}

/** Whom the proposal is about (looked up now: decision 070): the customer, and where a withdrawal is paid. */
function ProposalSubjectRows({ subject }: { subject: ProposalSubject }) {
  const { t } = useTranslation('admin');
  const { customer, payTo } = subject;
  if (!customer && !payTo) return null;
  return (
    <Stack gap={4} data-testid="proposal-subject">
      {customer && <CustomerRows customer={customer} />}
      {payTo?.kind === 'bank' && (
        <>
          <DetailRow label={t('admin.queues.holder')}>{payTo.holder}</DetailRow>
          <DetailRow label={t('admin.queues.cardNumber')} ff="monospace" testId="proposal-pay-to">
            {payTo.number}
          </DetailRow>
          <DetailRow label={t('admin.queues.bank')}>
            {payTo.bankName}, {payTo.bankAddress}
          </DetailRow>
        </>
      )}
      {payTo?.kind === 'crypto' && (
        <DetailRow label={`${t('admin.queues.address')} (${payTo.chain})`} ff="monospace" testId="proposal-pay-to">
          {payTo.address}
        </DetailRow>
      )}
    </Stack>
  );
}

/**
 * One proposal: what it changes (before → after), who proposed it and why; approve or reject
 * with a note for a staff member who may decide it, cancel for its proposer. The proposer
 * sees their own without the decision buttons (the server refuses self-approval anyway).
 */
export function ProposalDetail({ proposal, onDone }: { proposal: ProposalView; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { dateTime, exactAmount } = useFormat();
  const decide = useDecideProposal();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const p = proposal;
  const act = (decision: ProposalDecision) => {
    if (decision === 'reject' && !note.trim()) {
      setNoteError(t('admin.approvals.noteRequired'));
      return;
    }
    decide.mutate(
      { id: p.id, decision, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t(`admin.approvals.done.${decision}`));
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="md" data-testid="proposal-detail" data-id={p.id}>
      <Group gap="xs">
        <Badge color={STATUS_COLOR[p.status]} variant="light" data-testid="proposal-status">
          {t(`admin.approvals.status.${p.status}`)}
        </Badge>
        <Text fw={600}>{kindLabel(p.kind, t)}</Text>
      </Group>
      <Text fz="sm" data-testid="proposal-summary">
        {proposalSummary(p, t, exactAmount)}
      </Text>
      <ProposalSubjectRows subject={p.subject} />
      <ProposalDiff before={p.before} after={p.after} currency={p.subject.currency} />
      <Stack gap={6}>
        <Line label={t('admin.approvals.reason')}>{p.reason}</Line>
        <Line label={t('admin.approvals.proposedBy')}>
          {p.proposedByName} · {dateTime(p.proposedAt)}
        </Line>
        {p.decidedAt && (
          <Line label={t('admin.approvals.decidedBy')}>
            {p.decidedByName} · {dateTime(p.decidedAt)}
            {p.decisionNote && ` · ${p.decisionNote}`}
          </Line>
        )}
        {p.result && (
          <Line label={t('admin.approvals.result')}>
            <span data-testid="proposal-result" title={p.result}>
              {resultText(p.result, t)}
            </span>
          </Line>
        )}
      </Stack>
      {p.mayDecide && (
        <Stack gap="sm">
          <Textarea
            label={t('admin.approvals.note')}
            description={t('admin.approvals.noteHint')}
            value={note}
            error={noteError}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setNoteError(null);
            }}
            maxLength={500}
            autosize
            minRows={2}
            data-testid="proposal-note"
          />
          <Group justify="flex-end">
            <Button color="red" variant="light" loading={decide.isPending} onClick={() => act('reject')} data-testid="proposal-reject">
              {t('admin.approvals.reject')}
            </Button>
            <Button color="green" loading={decide.isPending} onClick={() => act('approve')} data-testid="proposal-approve">
              {t('admin.approvals.approve')}
            </Button>
          </Group>
        </Stack>
      )}
      {p.status === 'pending' && !p.mayDecide && (
        <Alert variant="light" color="gray" data-testid="proposal-waiting">
          {p.mayCancel ? t('admin.approvals.yoursWaiting') : p.linked ? t('admin.approvals.linked') : t('admin.approvals.notYourKind')}
        </Alert>
      )}
      {p.mayCancel && (
        <Group justify="flex-end">
          <Button variant="default" loading={decide.isPending} onClick={() => act('cancel')} data-testid="proposal-cancel">
            {t('admin.approvals.cancel')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
