import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from '../../../../../shared/schemas/approvals.ts';
import { roleLabel, type SnapshotField } from './proposal-summary';

const show = (v: Snapshot[string] | undefined, yes: string, no: string) =>
  v === undefined || v === null ? '—' : typeof v === 'boolean' ? (v ? yes : no) : String(v);

/** What a proposal changes: each field before → after, the changed ones in bold. */
export function ProposalDiff({ before, after }: { before: Snapshot; after: Snapshot }) {
  const { t } = useTranslation('admin');
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const yes = t('admin.approvals.yes');
  const no = t('admin.approvals.no');
  // a staff role by its name
  const value = (k: string, v: Snapshot[string] | undefined) => (k === 'role' && v !== undefined ? roleLabel(v, t) : show(v, yes, no));
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
                <Text fz="sm" c={changed ? 'dimmed' : undefined} td={changed ? 'line-through' : undefined}>
                  {value(k, before[k])}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" fw={changed ? 700 : undefined} c={changed ? 'blue' : undefined}>
                  {value(k, after[k])}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
