import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProposalStatus, ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { useFormat } from '../../../lib/format';
import { kindLabel, proposalSummary } from './proposal-summary';

export const STATUS_COLOR: Record<ProposalStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
  failed: 'orange',
};

/** Proposals, newest first; a row opens its detail. */
export function ProposalTable({ items, onOpen }: { items: ProposalView[]; onOpen: (p: ProposalView) => void }) {
  const { t } = useTranslation('admin');
  const { dateTime, exactAmount } = useFormat();
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="proposals-empty">
        {t('admin.approvals.empty')}
      </Text>
    );
  }
  // (scrolls sideways on a phone rather than pushing its last columns off the screen)
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" data-testid="proposals-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('admin.approvals.proposedAt')}</Table.Th>
            <Table.Th>{t('admin.approvals.kindLabel')}</Table.Th>
            <Table.Th>{t('admin.approvals.what')}</Table.Th>
            <Table.Th>{t('admin.approvals.proposedBy')}</Table.Th>
            <Table.Th>{t('admin.approvals.statusLabel')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p) => (
            <Table.Tr key={p.id} data-testid="proposal-row" data-id={p.id} data-status={p.status}>
              <Table.Td>{p.id}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(p.proposedAt)}</Table.Td>
              <Table.Td>{kindLabel(p.kind, t)}</Table.Td>
              <Table.Td maw={380}>
                <Text fz="sm" truncate="end">
                  {proposalSummary(p, t, exactAmount)}
                </Text>
              </Table.Td>
              <Table.Td>{p.proposedByName}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[p.status]} variant="light">
                  {t(`admin.approvals.status.${p.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => onOpen(p)} data-testid="proposal-open">
                  {t('admin.approvals.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
