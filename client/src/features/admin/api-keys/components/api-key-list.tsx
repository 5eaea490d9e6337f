import { Anchor, Badge, Button, Code, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminApiKey } from '../../../../../../shared/schemas/api-keys.ts';
import { ConfirmPrompt } from '../../../../components/confirm-prompt';
import { useFormat } from '../../../../lib/format';
import { toast } from '../../../../lib/notify';
import type { ApiKeyFilters as Filters } from '../../api/keys';
import { Holder } from '../../components/customer-filter';
import { PagedList } from '../../components/paged-list';
import { useStaffPermissions } from '../../hooks/use-staff-permissions';
import { useAdminApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeyFilters } from './api-key-filters';

const PAGE_SIZE = 20;
const iso = (ms: number) => new Date(ms).toISOString();

/** A badge keeps its whole word however narrow its column is squeezed. */
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/** A key's value shortened for a table row (its whole value in the tooltip). */
const shortKey = (key: string) => `${key.slice(0, 8)}…${key.slice(-4)}`;

/**
 * Customers' API keys (issue 39), newest first: every customer's, or one customer's (`userId`, on
 * their page, without the customer column and filter); each with its wallet, permissions,
 * allow-list, creation and last use, status and why it ended; revoked after a confirmation by a
 * role with users.write (the server records it in the audit log). Never a secret.
 */
export function ApiKeyList({ userId }: { userId?: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const { may } = useStaffPermissions();
  const [applied, setApplied] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<AdminApiKey | null>(null);
  const list = useAdminApiKeys(userId === undefined ? applied : { ...applied, userId }, page, PAGE_SIZE);
  const revoke = useRevokeApiKey();
  const everyone = userId === undefined;
  return (
    <Stack gap="sm">
      <ApiKeyFilters
        customer={everyone}
        onApply={(filters) => {
          setApplied(filters);
          setPage(1);
        }}
      />
      <PagedList
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        total={(count) => t('apiKeysAdmin.total', { count })}
        empty={t('apiKeysAdmin.empty')}
        testId="api-keys"
      >
        {(items: AdminApiKey[]) => (
          <Table.ScrollContainer minWidth={everyone ? 1000 : 860}>
            <Table striped fz="sm" verticalSpacing="xs" data-testid="api-keys-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  {everyone && <Table.Th>{t('apiKeysAdmin.customer')}</Table.Th>}
                  <Table.Th>{t('apiKeysAdmin.key')}</Table.Th>
                  <Table.Th>{t('apiKeysAdmin.permissions')}</Table.Th>
                  <Table.Th>{t('apiKeysAdmin.created')}</Table.Th>
                  <Table.Th>{t('apiKeysAdmin.lastUsed')}</Table.Th>
                  <Table.Th>{t('apiKeysAdmin.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((k) => (
                  <Table.Tr key={k.id} data-testid="api-keys-row" data-id={k.id} data-status={k.status}>
                    <Table.Td>{k.id}</Table.Td>
                    {everyone && (
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <Anchor component={Link} to={`/admin/users/${k.userId}`} fz="sm">
                          <Holder userId={k.userId} account={k.account} />
                        </Anchor>
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Group gap={6} wrap="nowrap" mb={4}>
                        <Text fz="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                          {k.label}
                        </Text>
                        <Badge size="xs" variant="light" color={k.mode === 'real' ? 'orange' : 'blue'} style={WHOLE}>
                          {t(`apiKeysAdmin.wallets.${k.mode}`)}
                        </Badge>
                      </Group>
                      <Tooltip label={k.apiKey} multiline w={300} style={{ wordBreak: 'break-all' }}>
                        <Code fz="xs" style={{ whiteSpace: 'nowrap' }} data-testid="api-keys-row-key" data-value={k.apiKey}>
                          {shortKey(k.apiKey)}
                        </Code>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} mb={4}>
                        {k.permissions.map((p) => (
                          <Badge key={p} size="xs" variant="outline" color="gray" style={WHOLE}>
                            {t(`apiKeysAdmin.permission.${p}`)}
                          </Badge>
                        ))}
                      </Group>
                      <Text fz="xs" c="dimmed" className="num" style={{ wordBreak: 'break-all' }}>
                        {t('apiKeysAdmin.ips')}: {k.ipAllowList.length === 0 ? t('apiKeysAdmin.anyIp') : k.ipAllowList.join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td className="num">{f.dateTime(iso(k.createdAt))}</Table.Td>
                    <Table.Td className="num">
                      {k.lastUsedAt === null ? (
                        t('apiKeysAdmin.never')
                      ) : (
                        <>
                          {f.dateTime(iso(k.lastUsedAt))}
                          <Text fz="xs" c="dimmed">
                            {k.lastUsedIp}
                          </Text>
                        </>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        size="sm"
                        variant="light"
                        color={k.status === 'active' ? 'green' : 'gray'}
                        style={WHOLE}
                        data-testid="api-keys-row-status"
                      >
                        {t(`apiKeysAdmin.statuses.${k.status}`)}
                      </Badge>
                      {k.revokedAt !== null && (
                        <Text fz="xs" c="dimmed" mt={4} data-testid="api-keys-row-ended" data-note={k.revokeNote}>
                          {t(`apiKeysAdmin.ended.${k.revokeNote ?? 'user'}`)} · {f.dateTime(iso(k.revokedAt))}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {k.status === 'active' && may('users.write') && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          color="red"
                          onClick={() => setRevoking(k)}
                          data-testid="api-keys-row-revoke"
                        >
                          {t('apiKeysAdmin.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
      <ConfirmPrompt
        opened={revoking !== null}
        title={revoking ? t('apiKeysAdmin.revokeTitle', { id: revoking.id }) : ''}
        text={revoking ? t('apiKeysAdmin.revokeText', { label: revoking.label, userId: revoking.userId }) : ''}
        confirmLabel={t('apiKeysAdmin.revoke')}
        color="red"
        loading={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => toast.success(t('apiKeysAdmin.revoked')),
            onSettled: () => setRevoking(null),
          })
        }
        onClose={() => setRevoking(null)}
        testId="api-keys-revoke-confirm"
      />
    </Stack>
  );
}
