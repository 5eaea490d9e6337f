import { ActionIcon, Avatar, Badge, CopyButton, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../../../shared/schemas/auth.ts';
import { useFormat } from '../../../lib/format';

interface Props {
  user: UserInfo | null;
  loading?: boolean;
  /** Total assets valued in USDT (decimal string), once loaded. */
  totalUsdt?: string | null;
}

/** The dashboard card: account, user id, invitation code, credit score, total balance. */
export function UserSummary({ user, loading, totalUsdt }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!user) return <Skeleton h={180} radius="lg" visible={loading} />;
  return (
    <Paper radius="lg" p="lg" className="user-summary" data-testid="user-summary">
      <Group gap="md" wrap="nowrap">
        <Avatar size={56} radius="xl" color="brand" variant="filled">
          <IconUser size={30} />
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" truncate="end" data-testid="user-account">
            {user.account}
          </Text>
          <Group gap="xs">
            <Text fz="sm" c="dimmed">
              {t('user.userId')}: <span data-testid="user-id">{user.userId}</span>
            </Text>
            <Badge size="sm" variant="light" color={user.status === 'active' ? 'green' : 'red'}>
              {user.status === 'active' ? t('user.statusActive') : t('user.statusFrozen')}
            </Badge>
          </Group>
        </Stack>
      </Group>

      <Stack gap={2} mt="lg">
        <Text fz="sm" c="dimmed">
          {t('user.totalBalance')}
        </Text>
        <Text fz={30} fw={700} lh={1.2} className="num" data-testid="user-balance" data-value={totalUsdt ?? undefined}>
          {totalUsdt ? f.money(totalUsdt, 'USDT') : t('common.dash')}
          {totalUsdt && ' '}
          {totalUsdt && (
            <Text component="span" fz="md" fw={600} c="dimmed" ml={6}>
              USDT
            </Text>
          )}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('user.balanceHint')}
        </Text>
      </Stack>

      <SimpleGrid cols={2} mt="lg" spacing="sm">
        <Paper className="stat-tile" radius="md" p="sm">
          <Text fz="xs" c="dimmed">
            {t('user.inviteCode')}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} ff="monospace" data-testid="user-invite-code">
              {user.inviteCode}
            </Text>
            <CopyButton value={user.inviteCode}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('common.copied') : t('common.copy')}>
                  <ActionIcon variant="subtle" color={copied ? 'green' : 'gray'} size="sm" onClick={copy} aria-label={t('common.copy')}>
                    {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Paper>
        <Paper className="stat-tile" radius="md" p="sm">
          <Text fz="xs" c="dimmed">
            {t('user.creditScore')}
          </Text>
          <Text fw={600} data-testid="user-credit-score">
            {f.integer(user.creditScore)}
          </Text>
        </Paper>
      </SimpleGrid>
      <Text fz="xs" c="dimmed" mt="sm">
        {t('user.memberSince', { date: f.date(user.createdAt) })}
      </Text>
    </Paper>
  );
}
