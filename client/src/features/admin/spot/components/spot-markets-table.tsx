import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSpotMarket } from '../../../../../../shared/schemas/admin-spot.ts';
import { SettingState } from '../../components/setting-state';

/** A market's settings in the units staff type; the price step is the market's tick size. */
export const spotMarketFields = (m: AdminSpotMarket) => ({
  priceStep: m.tickSize,
  lotStep: m.lotStep,
  minNotional: m.minNotional,
  makerFee: m.makerFee,
  takerFee: m.takerFee,
});
const FIELDS = ['priceStep', 'lotStep', 'minNotional', 'makerFee', 'takerFee'] as const;

/** Every spot market's settings; "propose change" for staff who may change settings. */
export function SpotMarketsTable({
  markets,
  onPropose,
}: {
  markets: AdminSpotMarket[];
  /** Absent for staff who only read. */
  onPropose?: (m: AdminSpotMarket) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover fz="sm" horizontalSpacing={8} data-testid="spot-markets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.spot.market')}</Table.Th>
            {FIELDS.map((k) => (
              <Table.Th key={k}>{t(`admin.approvals.fields.${k}`)}</Table.Th>
            ))}
            <Table.Th>{t('admin.approvals.fields.enabled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {markets.map((m) => {
            const fields = spotMarketFields(m);
            return (
              <Table.Tr key={m.id} data-testid="spot-market" data-symbol={m.symbol}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {m.symbol}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {m.name}
                  </Text>
                </Table.Td>
                {FIELDS.map((k) => (
                  <Table.Td key={k} data-field={k} style={{ whiteSpace: 'nowrap' }}>
                    {fields[k]}
                    {k === 'minNotional' && (
                      <Text span fz="xs" c="dimmed">
                        {' '}
                        {m.quote}
                      </Text>
                    )}
                  </Table.Td>
                ))}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <SettingState
                    enabled={m.enabled}
                    pendingProposalId={m.pendingProposalId}
                    onPropose={onPropose && (() => onPropose(m))}
                    testId="spot-market"
                    proposeTestId={`spot-propose-${m.id}`}
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
