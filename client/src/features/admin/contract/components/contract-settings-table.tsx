import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminContractSetting } from '../../../../../../shared/schemas/admin-contract.ts';
import type { SnapshotField } from '../../components/proposal-summary';
import { SettingState } from '../../components/setting-state';

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
  const { t } = useTranslation('admin');
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
                <SettingState
                  enabled={s.enabled}
                  pendingProposalId={s.pendingProposalId}
                  onPropose={onPropose && (() => onPropose(s))}
                  testId="contract-setting"
                  proposeTestId={`contract-propose-${s.productId}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
