import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { ApiKeyView } from '../types';
import { KeyValue } from './key-value';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One key: its label, wallet and status; the key value to copy; what it may do; where it may be
 * used from; when it was created and last used (and from where); why it ended; revoke.
 */
export function ApiKeyRow({ apiKey: k, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const active = k.status === 'active';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="api-key-row" data-id={k.id} data-status={k.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="xs" miw={0}>
            <Text fz="sm" fw={600} style={{ wordBreak: 'break-word' }} data-testid="api-key-row-label">
              {k.label}
            </Text>
            <Badge size="sm" variant="light" color={k.mode === 'real' ? 'orange' : 'blue'} data-testid="api-key-row-wallet">
              {t(`apiKeys.wallet.${k.mode}`)}
            </Badge>
            <Badge size="sm" variant="light" color={active ? 'green' : 'gray'} data-testid="api-key-row-status">
              {t(`apiKeys.status.${k.status}`)}
            </Badge>
          </Group>
          {active && (
            <Button variant="light" color="red" size="compact-sm" style={{ flexShrink: 0 }} onClick={onRevoke} data-testid="api-key-revoke">
              {t('apiKeys.revoke')}
            </Button>
          )}
        </Group>
        <KeyValue label={t('apiKeys.apiKey')} copyLabel={t('apiKeys.copyKey')} value={k.apiKey} testId="api-key-row-key" />
        <Group gap={6}>
          {k.permissions.map((p) => (
            <Badge key={p} size="sm" variant="outline" color="gray" data-testid={`api-key-row-permission-${p}`}>
              {t(`apiKeys.permissions.${p}`)}
            </Badge>
          ))}
        </Group>
        <Text fz="xs" c="dimmed" className="num" style={{ wordBreak: 'break-word' }} data-testid="api-key-row-ips">
          {k.ipAllowList.length === 0 ? t('apiKeys.anyIp') : t('apiKeys.ipsOnly', { ips: k.ipAllowList.join(', ') })}
        </Text>
        <Text fz="xs" c="dimmed" data-testid="api-key-row-times">
          {t('apiKeys.createdAt', { date: f.dateTime(iso(k.createdAt)) })}
          {' · '}
          {k.lastUsedAt === null
            ? t('apiKeys.neverUsed')
            : t('apiKeys.lastUsed', { date: f.dateTime(iso(k.lastUsedAt)), ip: k.lastUsedIp ?? t('common.dash') })}
        </Text>
        {!active && k.revokedAt !== null && (
          <Text fz="xs" c="red" data-testid="api-key-row-revoked" data-note={k.revokeNote}>
            {t(`apiKeys.ended.${k.revokeNote ?? 'user'}`, { date: f.dateTime(iso(k.revokedAt)) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
