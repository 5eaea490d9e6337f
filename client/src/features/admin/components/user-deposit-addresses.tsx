import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { UserDetailData } from '../user-types';

/**
 * A customer's own deposit addresses on their page (issue 38), read only: each network they
 * asked for, its address and derivation path, and when it was given.
 */
export function UserDepositAddresses({ addresses }: { addresses: UserDetailData['depositAddresses'] }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  return (
    <Paper withBorder radius="md" p="md" data-testid="user-deposit-addresses">
      <Title order={4} mb={4}>
        {t('depositAddresses.userTitle')}
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        {t('depositAddresses.userNote')}
      </Text>
      {addresses.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('depositAddresses.userNone')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('depositAddresses.network')}</Table.Th>
                <Table.Th>{t('depositAddresses.address')}</Table.Th>
                <Table.Th>{t('depositAddresses.path')}</Table.Th>
                <Table.Th>{t('depositAddresses.createdAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {addresses.map((a) => (
                <Table.Tr key={a.network} data-testid="user-deposit-address" data-network={a.network}>
                  <Table.Td>
                    <Badge variant="light" radius="sm" title={a.networkName}>
                      {a.network}
                    </Badge>
                  </Table.Td>
                  <Table.Td ff="monospace" className="break-all">
                    {a.address}
                  </Table.Td>
                  <Table.Td ff="monospace" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {a.path}
                  </Table.Td>
                  <Table.Td className="num" style={{ whiteSpace: 'nowrap' }}>
                    {dateTime(a.createdAt)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
