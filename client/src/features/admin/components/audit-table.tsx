import { Button, Code, Group, Popover, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../../shared/schemas/staff.ts';
import { useFormat } from '../../../lib/format';

/** Before and after of a row, as stored (canonical JSON), indented for reading. */
function Change({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const { t } = useTranslation('admin');
  const pretty = (json: string) => (json === 'null' ? '—' : JSON.stringify(JSON.parse(json), null, 2));
  if (before === 'null' && after === 'null') return <Text c="dimmed">—</Text>;
  return (
    <Popover width={420} position="left" withArrow shadow="md">
      <Popover.Target>
        <Button size="compact-xs" variant="subtle">
          {t('admin.audit.details')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          <Text fz="xs" fw={600}>
            {t('admin.audit.before')}
          </Text>
          <Code block>{pretty(before)}</Code>
          <Text fz="xs" fw={600}>
            {t('admin.audit.after')}
          </Text>
          <Code block>{pretty(after)}</Code>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Audit rows, newest first: when, who, what, on what, why and from where. */
export function AuditTable({ items }: { items: AuditEntry[] }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="audit-empty">
        {t('admin.audit.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" fz="sm" data-testid="audit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('admin.audit.at')}</Table.Th>
            <Table.Th>{t('admin.audit.staff')}</Table.Th>
            <Table.Th>{t('admin.audit.action')}</Table.Th>
            <Table.Th>{t('admin.audit.target')}</Table.Th>
            <Table.Th>{t('admin.audit.reason')}</Table.Th>
            <Table.Th>{t('admin.audit.ip')}</Table.Th>
            <Table.Th>{t('admin.audit.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((e) => (
            <Table.Tr key={e.id} data-testid="audit-row" data-action={e.action}>
              <Table.Td>{e.id}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(e.at)}</Table.Td>
              <Table.Td>{e.staffUsername ?? t('admin.audit.system')}</Table.Td>
              <Table.Td>
                <Code>{e.action}</Code>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text fz="sm">{e.targetType}</Text>
                  <Text fz="sm" c="dimmed">
                    #{e.targetId}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td maw={220}>
                <Text fz="sm" truncate="end" title={e.reason}>
                  {e.reason || '—'}
                </Text>
              </Table.Td>
              <Table.Td>{e.ip || '—'}</Table.Td>
              <Table.Td>
                <Change before={e.before} after={e.after} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
