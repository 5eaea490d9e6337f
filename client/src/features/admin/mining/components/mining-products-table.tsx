import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trimZeros } from '../../../../../../shared/money.ts';
import { SettingState } from '../../components/setting-state';
import type { MiningProductRow } from '../api/get-mining-products';

/** A product's settings in the units staff type (rates as daily fractions, amounts in its currency). */
export const miningProductFields = (p: MiningProductRow) => ({
  name: p.name,
  periodDays: String(p.periodDays),
  minRate: p.minRate,
  maxRate: p.maxRate,
  defaultRate: p.defaultRate,
  minAmount: trimZeros(p.minAmount),
  maxAmount: trimZeros(p.maxAmount),
  userCap: trimZeros(p.userCap),
  totalQuota: trimZeros(p.totalQuota),
});
const FIELDS = ['periodDays', 'minRate', 'maxRate', 'defaultRate', 'minAmount', 'maxAmount', 'userCap', 'totalQuota'] as const;

/** Every mining product's settings and what its orders in progress hold; "propose change" for staff who may change settings. */
export function MiningProductsTable({ products, onPropose }: { products: MiningProductRow[]; onPropose?: (p: MiningProductRow) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover fz="sm" horizontalSpacing={8} data-testid="mining-products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.approvals.fields.name')}</Table.Th>
            {FIELDS.map((k) => (
              <Table.Th key={k}>{t(`admin.approvals.fields.${k}`)}</Table.Th>
            ))}
            <Table.Th>{t('admin.mining.held')}</Table.Th>
            <Table.Th>{t('admin.approvals.fields.enabled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => {
            const fields = miningProductFields(p);
            return (
              <Table.Tr key={p.id} data-testid="mining-product" data-id={p.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text fz="sm" fw={600}>
                    {p.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {p.currency}
                  </Text>
                </Table.Td>
                {FIELDS.map((k) => (
                  <Table.Td key={k} data-field={k} style={{ whiteSpace: 'nowrap' }}>
                    {fields[k]}
                  </Table.Td>
                ))}
                <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid={`mining-product-${p.id}-held`}>
                  {t('admin.mining.heldValue', { amount: trimZeros(p.held), currency: p.currency, count: p.ordersInProgress })}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <SettingState
                    enabled={p.enabled}
                    pendingProposalId={p.pendingProposalId}
                    onPropose={onPropose && (() => onPropose(p))}
                    testId="mining-product"
                    proposeTestId={`mining-propose-${p.id}`}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
