import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientErrorGroupItem } from '../../../../../../shared/schemas/client-errors.ts';
import { useFormat } from '../../../../lib/format';

const KIND_COLORS: Record<ClientErrorGroupItem['kind'], string> = {
  error: 'red',
  unhandledrejection: 'orange',
  request: 'yellow',
  chunk: 'grape',
};

/** The error groups: kind, message, count, first and last seen; a row opens the group. */
export function ClientErrorTable({ items, onOpen }: { items: ClientErrorGroupItem[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="xs" data-testid="client-error-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.errors.kind')}</Table.Th>
            <Table.Th>{t('admin.errors.message')}</Table.Th>
            <Table.Th ta="right">{t('admin.errors.count')}</Table.Th>
            <Table.Th>{t('admin.errors.firstSeen')}</Table.Th>
            <Table.Th>{t('admin.errors.lastSeen')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((g) => (
            <Table.Tr key={g.id} data-testid={`client-error-${g.id}`}>
              <Table.Td>
                <Badge variant="light" color={KIND_COLORS[g.kind]}>
                  {t(`admin.errors.kinds.${g.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td maw={520}>
                <UnstyledButton onClick={() => onOpen(g.id)} data-testid="client-error-open">
                  <Text fz="sm" ff="monospace" lineClamp={2} style={{ wordBreak: 'break-word' }}>
                    {g.message}
                  </Text>
                </UnstyledButton>
              </Table.Td>
              <Table.Td ta="right" className="num" data-testid="client-error-count">
                {g.count}
              </Table.Td>
              <Table.Td miw={110}>{dateTime(g.firstSeen)}</Table.Td>
              <Table.Td miw={110}>{dateTime(g.lastSeen)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
