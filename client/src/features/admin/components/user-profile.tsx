import { Button, Grid, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useStaffPermissions } from '../hooks/use-staff-permissions';
import { type UserAction, useUserAction } from '../api/user-action';
import type { UserDetailData } from '../user-types';
import { StatusBadge } from './user-search';

function Balances({ title, assets, testId }: { title: string; assets: UserDetailData['balances']['real']; testId: string }) {
  const { t } = useTranslation('admin');
  const { money, moneyCode } = useFormat();
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        <Text fz="sm" c="dimmed">
          {t('admin.users.totalUsdt', { value: moneyCode(assets.totalUsdt, 'USDT') })}
        </Text>
      </Group>
      {assets.rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {t('admin.users.nothing')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={4} fz="sm" data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.queues.currency')}</Table.Th>
                <Table.Th>{t('admin.users.available')}</Table.Th>
                <Table.Th>{t('admin.users.frozen')}</Table.Th>
                <Table.Th>{t('admin.users.position')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {assets.rows.map((r) => (
                <Table.Tr key={r.currency}>
                  <Table.Td>{r.currency}</Table.Td>
                  <Table.Td>{money(r.available, r.currency)}</Table.Td>
                  <Table.Td>{money(r.frozen, r.currency)}</Table.Td>
                  <Table.Td>{money(r.position, r.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** A customer's profile, balances (real and demo), bank card and open sessions, with the account actions. */
export function UserProfile({ user }: { user: UserDetailData }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const { may } = useStaffPermissions();
  const action = useUserAction();
  const p = user.profile;
  const act = (a: UserAction) => action.mutate({ id: p.userId, action: a }, { onSuccess: () => toast.success(t(`admin.users.done.${a}`)) });
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="md" h="100%">
          <Stack gap="xs" data-testid="user-profile">
            <Group justify="space-between">
              <Title order={4}>{p.account}</Title>
              <StatusBadge status={p.status} />
            </Group>
            <DetailRow label="#">{p.userId}</DetailRow>
            <DetailRow label={t('admin.users.inviteCode')}>{p.inviteCode}</DetailRow>
            <DetailRow label={t('admin.users.invitedBy')}>{p.invitedById === null ? '—' : `#${p.invitedById}`}</DetailRow>
            <DetailRow label={t('admin.users.creditScore')}>{p.creditScore}</DetailRow>
            <DetailRow label={t('admin.users.createdAt')}>{dateTime(p.createdAt)}</DetailRow>
            <DetailRow label={t('admin.queues.passwordChangedAt')}>
              {p.passwordChangedAt ? dateTime(p.passwordChangedAt) : t('admin.queues.never')}
            </DetailRow>
            <DetailRow label={t('admin.users.bankCard')}>
              {user.bankCard ? `${user.bankCard.bankName} ${user.bankCard.number}` : '—'}
            </DetailRow>
            {may('users.write') && (
              <Group gap="xs" mt="sm">
                {p.status === 'active' ? (
                  <Button
                    color="red"
                    variant="light"
                    size="xs"
                    loading={action.isPending}
                    onClick={() => act('freeze')}
                    data-testid="user-freeze"
                  >
                    {t('admin.users.freeze')}
                  </Button>
                ) : (
                  <Button
                    color="green"
                    variant="light"
                    size="xs"
                    loading={action.isPending}
                    onClick={() => act('unfreeze')}
                    data-testid="user-unfreeze"
                  >
                    {t('admin.users.unfreeze')}
                  </Button>
                )}
                <Button variant="default" size="xs" loading={action.isPending} onClick={() => act('sign-out')} data-testid="user-sign-out">
                  {t('admin.users.signOut')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p="md" h="100%">
          <SimpleGrid cols={1} spacing="md">
            <Balances title={t('admin.users.real')} assets={user.balances.real} testId="user-balances-real" />
            <Balances title={t('admin.users.demo')} assets={user.balances.demo} testId="user-balances-demo" />
          </SimpleGrid>
        </Paper>
      </Grid.Col>
      <Grid.Col span={12}>
        <Paper withBorder radius="md" p="md">
          <Text fw={600} mb="xs">
            {t('admin.users.sessions', { count: user.sessions.length })}
          </Text>
          {user.sessions.length > 0 && (
            <Table.ScrollContainer minWidth={700}>
              <Table verticalSpacing={4} fz="sm" data-testid="user-sessions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.users.session')}</Table.Th>
                    <Table.Th>{t('admin.users.since')}</Table.Th>
                    <Table.Th>{t('admin.users.expires')}</Table.Th>
                    <Table.Th>{t('admin.users.ip')}</Table.Th>
                    <Table.Th>{t('admin.users.userAgent')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {user.sessions.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td ff="monospace">{s.id}…</Table.Td>
                      <Table.Td>{dateTime(s.createdAt)}</Table.Td>
                      <Table.Td>{dateTime(s.expiresAt)}</Table.Td>
                      <Table.Td>{s.ip || '—'}</Table.Td>
                      <Table.Td>
                        <Text fz="xs" maw={420} truncate="end" title={s.userAgent}>
                          {s.userAgent || '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
