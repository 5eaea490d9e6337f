// The customer beside the conversation (decision 055): for a registered customer, a summary of
// what the back office's customer page shows (account, status, credit score, the real total and
// the coins held, from the same GET /api/admin/users/{id}), with a link to that page; a visitor
// has no account to show.
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatConversationItem } from '../../../../../../shared/schemas/chat.ts';
import { DetailRow } from '../../../../components/detail-row';
import { QueryState } from '../../../../components/query-state';
import { useFormat } from '../../../../lib/format';
import { useUser } from '../../api/get-user';
import { StatusBadge } from '../../components/user-search';
import { customerLabel } from './customer-label';

function RegisteredCustomer({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const { dateTime, money, moneyCode } = useFormat();
  const user = useUser(userId);
  const p = user.data?.profile;
  const real = user.data?.balances.real;
  // a summary beside the chat: the coins the customer holds (the customer page has every column)
  const held = real?.rows.filter((r) => r.available !== '0' && !/^0(\.0+)?$/.test(r.available)) ?? [];
  return (
    <QueryState isPending={user.isPending} isError={user.isError} onRetry={() => void user.refetch()}>
      {p && real && (
        <Stack gap="xs">
          <Title order={5} style={{ overflowWrap: 'anywhere' }}>
            {p.account}
          </Title>
          <Group gap="xs">
            <StatusBadge status={p.status} />
          </Group>
          <DetailRow label="#">{p.userId}</DetailRow>
          <DetailRow label={t('admin.users.creditScore')}>{p.creditScore}</DetailRow>
          <DetailRow label={t('admin.users.createdAt')}>{dateTime(p.createdAt)}</DetailRow>
          <DetailRow label={t('admin.users.real')}>{moneyCode(real.totalUsdt, 'USDT')}</DetailRow>
          <Stack gap={2} data-testid="chat-customer-balances">
            {held.map((r) => (
              <Group key={r.currency} justify="space-between" fz="sm">
                <Text fz="sm" c="dimmed">
                  {r.currency}
                </Text>
                <Text fz="sm">{money(r.available, r.currency)}</Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}

export function ChatCustomer({ conversation }: { conversation: ChatConversationItem }) {
  const { t } = useTranslation('chat');
  const { customer } = conversation;
  return (
    <Paper withBorder radius="md" p="md" data-testid="chat-customer">
      <Stack gap="sm">
        <Text fw={600}>{t('chat.admin.profile')}</Text>
        {customer.userId !== null ? (
          <>
            <RegisteredCustomer userId={customer.userId} />
            <Anchor component={Link} to={`/admin/users/${customer.userId}`} fz="sm" data-testid="chat-customer-link">
              {t('chat.admin.openProfile')}
            </Anchor>
          </>
        ) : (
          <>
            <Title order={5}>{customerLabel(t, customer)}</Title>
            <Text fz="sm" c="dimmed">
              {t('chat.admin.visitorProfile')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
