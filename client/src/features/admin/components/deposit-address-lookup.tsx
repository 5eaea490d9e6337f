import { Anchor, Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NETWORK_CODES, NETWORKS } from '../../../../../shared/networks.ts';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useDepositAddressLookup } from '../api/lookup-deposit-address';
import { CustomerCell } from './customer-label';

/**
 * The deposit queue's address lookup (issue 38): whose own deposit address the address a
 * transfer went to is, on one network or any: the customer, and each network it is theirs on
 * with its derivation path.
 */
export function DepositAddressLookup() {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const form = useForm({ initialValues: { address: '', network: '' } });
  const address = form.values.address;
  const [asked, setAsked] = useState<{ address: string; network: string } | null>(null);
  const q = useDepositAddressLookup(asked);
  const owner = q.data;
  return (
    <Paper withBorder radius="md" p="md" data-testid="deposit-address-lookup">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('depositAddresses.lookupTitle')}</Title>
          <Text fz="xs" c="dimmed">
            {t('depositAddresses.lookupHint')}
          </Text>
        </div>
        <form
          noValidate
          onSubmit={form.onSubmit((v) => {
            if (v.address.trim()) setAsked({ address: v.address.trim(), network: v.network });
          })}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('depositAddresses.address')}
              {...form.getInputProps('address')}
              maxLength={120}
              autoComplete="off"
              spellCheck={false}
              classNames={{ input: 'mono-input' }}
              style={{ flex: '1 1 360px' }}
              data-testid="deposit-address-lookup-input"
            />
            <NativeSelect
              label={t('depositAddresses.network')}
              {...form.getInputProps('network')}
              data={[{ value: '', label: t('depositAddresses.anyNetwork') }, ...NETWORK_CODES.map((n) => ({ value: n, label: n }))]}
              data-testid="deposit-address-lookup-network"
            />
            <Button
              type="submit"
              leftSection={<IconSearch size={16} />}
              disabled={!address.trim()}
              data-testid="deposit-address-lookup-submit"
            >
              {t('depositAddresses.lookup')}
            </Button>
          </Group>
        </form>
        {asked && (
          <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()} minHeight={60}>
            {owner === null ? (
              <Text fz="sm" c="dimmed" data-testid="deposit-address-lookup-none">
                {t('depositAddresses.notFound')}
              </Text>
            ) : (
              owner && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="deposit-address-lookup-owner" data-user-id={owner.userId}>
                  <Stack gap={4}>
                    <Text fz="xs" c="dimmed">
                      {t('depositAddresses.owner')}
                    </Text>
                    <CustomerCell customer={owner.customer} />
                    <Anchor component={Link} to={`/admin/users/${owner.userId}`} fz="sm" data-testid="deposit-address-lookup-open">
                      {t('depositAddresses.openCustomer')}
                    </Anchor>
                  </Stack>
                  <Stack gap={4}>
                    <Text fz="xs" c="dimmed">
                      {t('depositAddresses.address')}
                    </Text>
                    <Text fz="sm" ff="monospace" className="break-all" data-testid="deposit-address-lookup-address">
                      {owner.address}
                    </Text>
                    <Text fz="xs" c="dimmed" mt={4}>
                      {t('depositAddresses.networks')}
                    </Text>
                    {owner.networks.map((n) => (
                      <Group key={n.network} gap={6} wrap="nowrap">
                        <Badge variant="light" radius="sm" title={NETWORKS[n.network].name}>
                          {n.network}
                        </Badge>
                        <Text fz="xs" ff="monospace" c="dimmed" title={t('depositAddresses.path')}>
                          {n.path}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {dateTime(n.createdAt)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </SimpleGrid>
              )
            )}
          </QueryState>
        )}
      </Stack>
    </Paper>
  );
}
