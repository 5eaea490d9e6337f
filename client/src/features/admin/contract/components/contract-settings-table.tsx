import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminContractSetting } from '../../../../../../shared/schemas/admin-contract.ts';
import type { SnapshotField } from '../../components/proposal-summary';

const FIELDS = [
  'contractSize',
  'lotStep',
  'minLots',
  'maxLots',
  'leverages',
  'spread',
  'feeRate',
  'maintenanceRate',
  'overnightRate',
] as const satisfies readonly SnapshotField[];

/** Every product's contract settings; "propose change" for staff who may change settings. */
export function ContractSettingsTable({
  settings,
  onPropose,
}: {
  settings: AdminContractSetting[];
  /** Absent for staff who only read. */
  onPropose?: (s: AdminContractSetting) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover fz="sm" horizontalSpacing={8} data-testid="contract-settings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.contract.product')}</Table.Th>
            {FIELDS.map((k) => (
              <Table.Th key={k}>{t(`admin.approvals.fields.${k}`)}</Table.Th>
            ))}
            <Table.Th>{t('admin.contract.currency')}</Table.Th>
            <Table.Th>{t('admin.approvals.fields.enabled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settings.map((s) => (
            <Table.Tr key={s.productId} data-testid="contract-setting" data-symbol={s.symbol}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {s.symbol}
                </Text>
                <Text fz="xs" c="dimmed">
                  {s.name}
                </Text>
              </Table.Td>
              {FIELDS.map((k) => (
                <Table.Td key={k} data-field={k} style={k === 'leverages' ? { maxWidth: 130 } : { whiteSpace: 'nowrap' }}>
                  {k === 'leverages' ? s.leverages.map((l) => `${l}×`).join(' ') : s[k]}
                </Table.Td>
              ))}
              <Table.Td>{s.currency}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={6} align="flex-start">
                  <Badge color={s.enabled ? 'green' : 'gray'} variant="light" data-testid="contract-setting-enabled">
                    {s.enabled ? t('admin.contract.enabled') : t('admin.contract.disabled')}
                  </Badge>
                  {s.pendingProposalId !== null ? (
                    <Badge
                      component={Link}
                      to="/admin/approvals"
                      color="orange"
                      variant="light"
                      style={{ cursor: 'pointer' }}
                      data-testid="contract-setting-pending"
                    >
                      {t('admin.contract.pending', { id: s.pendingProposalId })}
                    </Badge>
                  ) : (
                    onPropose && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => onPropose(s)}
                        data-testid={`contract-propose-${s.productId}`}
                      >
                        {t('admin.contract.propose')}
                      </Button>
                    )
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
