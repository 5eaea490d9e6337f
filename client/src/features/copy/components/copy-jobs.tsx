import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { JOBS_PAGE_SIZE, useJobs } from '../api/get-jobs';
import type { CopyJob } from '../types';

const STATUS_COLOR = { pending: 'yellow', done: 'teal', skipped: 'gray' } as const;

/** One leader event as copied or skipped: when, what, the leader's lots and mine, or why it was skipped, in words. */
function JobRow({ job }: { job: CopyJob }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  return (
    <Paper withBorder radius="sm" p="xs" data-testid={`copy-job-${job.id}`} data-status={job.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600}>
            {t(`copyTrading.job.kind_${job.kind}`)} · {job.symbol} · {t(`contract.side.${job.side}`)}
          </Text>
          <Text size="xs" c="dimmed" className="num">
            {t('copyTrading.job.lots', {
              leader: f.decimal(job.leaderLots),
              mine: job.lots === null ? '—' : f.decimal(job.lots),
            })}{' '}
            · {f.dateTime(new Date(job.createdAt).toISOString())}
          </Text>
          {job.skipReason !== null && (
            <Text size="xs" c="orange" data-testid={`copy-job-${job.id}-reason`}>
              {t(`copyTrading.skip.${job.skipReason}`)}
            </Text>
          )}
        </Stack>
        <Badge size="sm" variant="light" color={STATUS_COLOR[job.status]} style={{ flexShrink: 0 }}>
          {t(`copyTrading.job.status_${job.status}`)}
        </Badge>
      </Group>
    </Paper>
  );
}

/** A subscription's jobs, newest first, a page at a time. */
export function CopyJobs({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation('trade');
  const [page, setPage] = useState(1);
  const q = useJobs(subscriptionId, page);
  const items = q.data?.items ?? [];
  return (
    <Stack gap={6} data-testid={`copy-jobs-${subscriptionId}`}>
      <QueryState
        isPending={q.isPending}
        isError={q.isError}
        isEmpty={items.length === 0}
        emptyText={t('copyTrading.noJobs')}
        onRetry={() => void q.refetch()}
        minHeight={60}
      >
        {items.map((j) => (
          <JobRow key={j.id} job={j} />
        ))}
        <Pager
          page={page}
          total={q.data?.total ?? 0}
          pageSize={JOBS_PAGE_SIZE}
          onChange={setPage}
          testId={`copy-jobs-${subscriptionId}-pager`}
        />
      </QueryState>
    </Stack>
  );
}
