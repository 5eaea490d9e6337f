import { Anchor, Avatar, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShieldCheck, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyButton, CopyTextButton } from '../../../components/copy-button';
import { useFormat } from '../../../lib/format';
import { useDashboard } from '../api/get-dashboard';
import { inviteLink } from '../share-link';
import type { AccountUser } from '../types';
import { CreditHistoryModal } from './credit-history';

interface Props {
  user: AccountUser | null;
  loading?: boolean;
  /** The certification page of the interface (the tier badge links there). */
  certifyTo: string;
}

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper className="stat-tile" radius="md" p="sm">
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * The dashboard card: the account, its certification tier, the total balance in USDT (real,
 * with demo apart), the credit score with its history, and the invitation code with its link.
 */
export function AccountOverview({ user, loading, certifyTo }: Props) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const dashboard = useDashboard();
  const [history, { open, close }] = useDisclosure(false);
  if (!user) return <Skeleton h={260} radius="lg" visible={loading} />;
  const d = dashboard.data;
  const tier = user.kycTier ?? 'none';
  const link = inviteLink(user.inviteCode);
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
            <Badge
              component={Link}
              to={certifyTo}
              size="sm"
              variant="light"
              color={tier === 'none' ? 'gray' : 'teal'}
              leftSection={<IconShieldCheck size={12} />}
              style={{ cursor: 'pointer' }}
              data-testid="user-kyc-tier"
              data-tier={tier}
            >
              {t(`account.tier.${tier}`)}
            </Badge>
          </Group>
        </Stack>
      </Group>

      <Stack gap={2} mt="lg">
        <Text fz="sm" c="dimmed">
          {t('account.realBalance')}
        </Text>
        <Text fz={30} fw={700} lh={1.2} className="num" data-testid="user-balance" data-value={d?.realTotalUsdt}>
          {d ? f.money(d.realTotalUsdt, 'USDT') : t('common.dash')}
          {d && (
            <Text component="span" fz="md" fw={600} c="dimmed" ml={6}>
              USDT
            </Text>
          )}
        </Text>
        <Text fz="sm" c="dimmed" data-testid="user-demo-balance" data-value={d?.demoTotalUsdt}>
          {t('account.demoBalance')}: <span className="num">{d ? f.moneyCode(d.demoTotalUsdt, 'USDT') : t('common.dash')}</span>
        </Text>
        <Text fz="xs" c="dimmed">
          {t('account.balanceHint')}
        </Text>
      </Stack>

      <SimpleGrid cols={2} mt="lg" spacing="sm">
        <Tile label={t('user.inviteCode')}>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} ff="monospace" data-testid="user-invite-code">
              {user.inviteCode}
            </Text>
            <CopyButton value={user.inviteCode} label={t('user.inviteCode')} testId="copy-invite-code" />
          </Group>
          <Group mt={6}>
            <CopyTextButton value={link} text={t('account.copyLink')} testId="copy-invite-link" />
          </Group>
          <Text fz={11} c="dimmed" mt={4} truncate="end" data-testid="invite-link">
            {link}
          </Text>
        </Tile>
        <Tile label={t('user.creditScore')}>
          <Text fw={700} fz="xl" className="num" data-testid="user-credit-score">
            {f.integer(d?.creditScore ?? user.creditScore)}
          </Text>
          <Anchor component="button" type="button" fz="xs" onClick={open} data-testid="credit-history-link">
            {t('account.creditHistory')}
          </Anchor>
        </Tile>
        <Tile label={t('account.invitees')}>
          <Text fw={600} className="num" data-testid="user-invitees">
            {d ? f.integer(d.invitees) : t('common.dash')}
          </Text>
        </Tile>
        <Tile label={t('account.rewards')}>
          <Text fw={600} className="num" data-testid="user-rewards">
            {d && d.rewards.length > 0 ? d.rewards.map((r) => f.moneyCode(r.amount, r.currency)).join(' · ') : f.moneyCode('0', 'USDT')}
          </Text>
        </Tile>
      </SimpleGrid>
      <Text fz="xs" c="dimmed" mt="sm">
        {t('user.memberSince', { date: f.date(user.createdAt) })}
      </Text>
      <CreditHistoryModal opened={history} onClose={close} />
    </Paper>
  );
}
