import { Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { signOf } from '../../../../../shared/money.ts';
import type { Snapshot } from '../../../../../shared/schemas/approvals.ts';
import { useFormat } from '../../../lib/format';
import { roleLabel, type SnapshotField } from './proposal-summary';

/** Snapshot fields that are amounts of money (in the subject's currency, else the snapshot's own `currency`). */
const MONEY_FIELDS = new Set([
  'available',
  'frozen',
  'amount',
  'fee',
  'arrival',
  'minDeposit',
  'maxDeposit',
  'minWithdraw',
  'maxWithdraw',
  'withdrawApprovalThreshold',
  'minAmount',
  'maxAmount',
  'userCap',
  'totalQuota',
]);
/** Snapshot fields that are rates as fractions ("0.001"), shown as percentages. */
const RATE_FIELDS = new Set([
  'withdrawFeeRate',
  'profitRate',
  'feeRate',
  'maintenanceRate',
  'overnightRate',
  'makerFee',
  'takerFee',
  'minRate',
  'maxRate',
  'defaultRate',
]);
/** Statuses a snapshot may hold (a withdrawal's), in the queues' words. */
const STATUSES = new Set(['processing', 'passed', 'rejected', 'failed']);
const DECIMAL = /^-?\d+(\.\d+)?$/;
const ZERO_IS_NONE = new Set(['maxDeposit', 'maxWithdraw', 'withdrawApprovalThreshold']);

/** A long value without spaces (an address, a transaction id) wraps inside its cell rather than widen the table. */
const WRAP = { overflowWrap: 'anywhere' } as const;

type Formats = Pick<ReturnType<typeof useFormat>, 'exactMoney' | 'ratePercent'>;

/** One snapshot value in words: amounts at the currency's display precision, rates as percentages, states and yes/no localized. */
export function snapshotValue(
  key: string,
  v: Snapshot[string] | undefined,
  currency: string | null,
  t: TFunction<'admin'>,
  f: Formats,
): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'boolean') return v ? t('admin.approvals.yes') : t('admin.approvals.no');
  const text = String(v);
  // a maximum or threshold of 0 is none, as the money settings page says
  if (ZERO_IS_NONE.has(key) && DECIMAL.test(text) && signOf(text) === 0) return t('admin.money.none');
  if (currency && MONEY_FIELDS.has(key) && DECIMAL.test(text)) return f.exactMoney(text, currency);
  if (RATE_FIELDS.has(key) && DECIMAL.test(text)) return `${f.ratePercent(text)} %`;
  if (key === 'status' && STATUSES.has(text)) return t(`admin.queues.statuses.${text as 'passed'}`);
  return text;
}

/** What a proposal changes: each field before → after, the changed ones in bold. */
export function ProposalDiff({ before, after, currency }: { before: Snapshot; after: Snapshot; currency: string | null }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  // a mining product's snapshot names its own currency
  const cur = currency ?? (typeof after.currency === 'string' ? after.currency : null);
  // a staff role by its name
  const show = (k: string, v: Snapshot[string] | undefined) =>
    k === 'role' && v !== undefined ? roleLabel(v, t) : snapshotValue(k, v, cur, t, f);
  return (
    <Table withTableBorder fz="sm" data-testid="proposal-diff">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.approvals.field')}</Table.Th>
          <Table.Th>{t('admin.audit.before')}</Table.Th>
          <Table.Th>{t('admin.audit.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((k) => {
          const changed = before[k] !== after[k];
          return (
            <Table.Tr key={k} data-testid="proposal-diff-row" data-field={k} data-changed={changed}>
              <Table.Td>{t(`admin.approvals.fields.${k as SnapshotField}`, { defaultValue: k })}</Table.Td>
              <Table.Td>
                <Text fz="sm" c={changed ? 'dimmed' : undefined} td={changed ? 'line-through' : undefined} style={WRAP}>
                  {show(k, before[k])}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={changed ? 700 : undefined} c={changed ? 'blue' : undefined} style={WRAP}>
                  {show(k, after[k])}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
