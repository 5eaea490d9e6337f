import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NamedBonusSetting } from '../api/get-bonus-settings';
import { SettingState } from '../../components/setting-state';

/** Every bonus kind's terms; "propose change" for staff who may change settings. */
export function BonusSettingsTable({
  settings,
  onPropose,
}: {
  settings: NamedBonusSetting[];
  /** Absent for staff who only read. */
  onPropose?: (s: NamedBonusSetting) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover fz="sm" horizontalSpacing={8} data-testid="bonus-settings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.approvals.fields.kind')}</Table.Th>
            <Table.Th>{t('admin.approvals.fields.amount')}</Table.Th>
            <Table.Th>{t('admin.approvals.fields.turnoverMultiple')}</Table.Th>
            <Table.Th>{t('admin.approvals.fields.expiryDays')}</Table.Th>
            <Table.Th>{t('admin.approvals.fields.enabled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settings.map((s) => (
            <Table.Tr key={s.kind} data-testid="bonus-setting" data-kind={s.kind}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {s.symbol}
                </Text>
              </Table.Td>
              <Table.Td className="num" data-field="amount">
                {s.amount} USDT
              </Table.Td>
              <Table.Td className="num">×{s.turnoverMultiple}</Table.Td>
              <Table.Td className="num">{s.expiryDays}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <SettingState
                  enabled={s.enabled}
                  pendingProposalId={s.pendingProposalId}
                  onPropose={onPropose && (() => onPropose(s))}
                  testId="bonus-setting"
                  proposeTestId={`bonus-propose-${s.kind}`}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
