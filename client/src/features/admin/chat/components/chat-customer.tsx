// The customer beside the conversation (decision 055): for a registered customer, what the
// back office's customer page shows first (account, status, credit score, real balances), with
// a link to that page; a visitor has no account to show.
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatConversationItem } from '../../../../../../shared/schemas/chat.ts';
import { DetailRow } from '../../../../components/detail-row';
import { QueryState } from '../../../../components/query-state';
import { useFormat } from '../../../../lib/format';
import { useUser } from '../../api/get-user';
import { Balances } from '../../components/user-profile';
import { StatusBadge } from '../../components/user-search';
import { customerLabel } from './customer-label';

function RegisteredCustomer({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const user = useUser(userId);
  const p = user.data?.profile;
  return (
    <QueryState isPending={user.isPending} isError={user.isError} onRetry={() => void user.refetch()}>
      {user.data && p && (
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Title order={5} style={{ overflowWrap: 'anywhere' }}>
              {p.account}
            </Title>
            <StatusBadge status={p.status} />
          </Group>
          <DetailRow label="#">{p.userId}</DetailRow>
          <DetailRow label={t('admin.users.creditScore')}>{p.creditScore}</DetailRow>
          <DetailRow label={t('admin.users.createdAt')}>{dateTime(p.createdAt)}</DetailRow>
          <Balances title={t('admin.users.real')} assets={user.data.balances.real} testId="chat-customer-balances" />
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
        <Text fw={600}>{t('admin.profile')}</Text>
        {customer.userId !== null ? (
          <>
            <RegisteredCustomer userId={customer.userId} />
            <Anchor component={Link} to={`/admin/users/${customer.userId}`} fz="sm" data-testid="chat-customer-link">
              {t('admin.openProfile')}
            </Anchor>
          </>
        ) : (
          <>
            <Title order={5}>{customerLabel(t, customer)}</Title>
            <Text fz="sm" c="dimmed">
              {t('admin.visitorProfile')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
