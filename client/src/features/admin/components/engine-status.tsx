// Who runs the engine (issue 36, decision 082): one process, or in a cluster the leader by its
// lease, this instance's part in the election and the lease's times (the database's clock).
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconServer2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEngineLease, AdminEngineSelf, AdminEngineStatus } from '../../../../../shared/schemas/engine-status.ts';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import { leaseExpiry } from '../lease-expiry';

const STATE_COLORS: Record<AdminEngineSelf['state'], string> = { leading: 'teal', promoting: 'yellow', following: 'gray' };

/** Ids and addresses may be long (host:port:pid): they break anywhere rather than widen a phone's page. */
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} mb="xs">
        {title}
      </Text>
      <Stack gap={6}>{children}</Stack>
    </Paper>
  );
}

/** A time of the lease to the second (it is renewed every half second). */
function useSeconds() {
  const { date, time } = useFormat();
  return (iso: string) => `${date(iso)} ${time(Date.parse(iso))}`;
}

function SelfCard({ self }: { self: AdminEngineSelf }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('admin.engine.self')} testId="engine-self">
      <DetailRow label={t('admin.engine.instanceId')} testId="engine-self-id" ff="monospace" style={breakAnywhere}>
        {self.instanceId}
      </DetailRow>
      <DetailRow label={t('admin.engine.role')} testId="engine-self-role" value={self.role}>
        {t(`admin.engine.roles.${self.role}`)}
      </DetailRow>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" c="dimmed">
          {t('admin.engine.state')}
        </Text>
        <Badge variant="light" color={STATE_COLORS[self.state]} data-testid="engine-self-state" data-value={self.state}>
          {t(`admin.engine.states.${self.state}`)}
        </Badge>
      </Group>
      <DetailRow label={t('admin.engine.epoch')} testId="engine-self-epoch">
        {self.epoch ?? '—'}
      </DetailRow>
    </Card>
  );
}

function LeaseCard({ lease, self }: { lease: AdminEngineLease | null; self: AdminEngineSelf }) {
  const { t } = useTranslation('admin');
  const seconds = useSeconds();
  if (!lease) {
    return (
      <Card title={t('admin.engine.lease')} testId="engine-lease">
        <Text fz="sm" c="dimmed" data-testid="engine-lease-none">
          {t('admin.engine.neverTaken')}
        </Text>
      </Card>
    );
  }
  const expiry = leaseExpiry(lease);
  const expires =
    expiry.kind === 'in'
      ? t('admin.engine.expiresIn', { seconds: expiry.seconds })
      : expiry.kind === 'ago'
        ? t('admin.engine.expiredAgo', { seconds: expiry.seconds })
        : t('admin.engine.released');
  return (
    <Card title={t('admin.engine.lease')} testId="engine-lease">
      <DetailRow label={t('admin.engine.holder')} testId="engine-lease-holder" ff="monospace" style={breakAnywhere}>
        {lease.holder}
        {lease.holder === self.instanceId && (
          <Text span fz="xs" c="dimmed" ff="body" fw={400}>
            {' '}
            ({t('admin.engine.thisInstance')})
          </Text>
        )}
      </DetailRow>
      <DetailRow label={t('admin.engine.url')} testId="engine-lease-url" ff="monospace" style={breakAnywhere}>
        {lease.url}
      </DetailRow>
      <DetailRow label={t('admin.engine.epoch')} testId="engine-lease-epoch">
        {lease.epoch}
      </DetailRow>
      <DetailRow label={t('admin.engine.takenAt')} testId="engine-lease-taken">
        {seconds(lease.takenAt)}
      </DetailRow>
      <DetailRow label={t('admin.engine.renewedAt')} testId="engine-lease-renewed">
        {seconds(lease.renewedAt)}
      </DetailRow>
      <DetailRow label={t('admin.engine.expires')} testId="engine-lease-expires" value={expiry.kind} c={lease.live ? undefined : 'red'}>
        {expires}
      </DetailRow>
      <Text fz="xs" c="dimmed">
        {t('admin.engine.clockNote')}
      </Text>
    </Card>
  );
}

/** The leader badge and what it means, then this instance and the lease. */
export function EngineStatusView({ status }: { status: AdminEngineStatus }) {
  const { t } = useTranslation('admin');
  const single = status.mode === 'single';
  const leading = single || status.lease?.live === true;
  const summary = single
    ? t('admin.engine.singleText')
    : leading && status.lease
      ? t('admin.engine.leaderText', { holder: status.lease.holder, epoch: status.lease.epoch })
      : t('admin.engine.noLeaderText');
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" data-testid="engine-summary">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('admin.engine.mode')}
            </Text>
            <Text fw={700} data-testid="engine-mode" data-value={status.mode}>
              {t(`admin.engine.modes.${status.mode}`)}
            </Text>
          </Stack>
          <Badge size="xl" variant="filled" color={leading ? 'teal' : 'red'} data-testid="engine-leader" data-leading={leading}>
            {leading ? t('admin.engine.leading') : t('admin.engine.noLeader')}
          </Badge>
        </Group>
        <Text fz="sm" mt="sm" style={breakAnywhere} data-testid="engine-summary-text">
          {summary}
        </Text>
      </Paper>
      {single ? (
        <>
          <Alert
            color="blue"
            variant="light"
            icon={<IconServer2 size={18} />}
            title={t('admin.engine.singleTitle')}
            data-testid="engine-single"
          >
            {t('admin.engine.singleNote')}
          </Alert>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SelfCard self={status.self} />
          </SimpleGrid>
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <SelfCard self={status.self} />
          <LeaseCard lease={status.lease} self={status.self} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
