import { Badge, Group, SegmentedControl, Stack, Table, Tabs, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { flowTitleKey } from '../../../lib/flow-title';
import { Pager } from './pager';
import { useUserList } from '../api/get-user-list';
import type { TradeMode, UserLists as Lists } from '../user-types';

const PAGE_SIZE = 10;

type Item<L extends keyof Lists> = Lists[L]['items'][number];

/** One paged list of a customer's, as a table: `head` names the columns, `row` fills one. */
function PagedList<L extends keyof Lists>({
  userId,
  list,
  mode,
  head,
  row,
}: {
  userId: number;
  list: L;
  mode: TradeMode;
  head: string[];
  row: (item: Item<L>) => ReactNode[];
}) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const data = useUserList(userId, list, mode, page, PAGE_SIZE);
  return (
    <QueryState isPending={data.isPending} isError={data.isError} onRetry={() => void data.refetch()}>
      {data.data && (
        <Stack gap="sm">
          {data.data.items.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('admin.users.nothing')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing={4} fz="sm" data-testid={`user-${list}`}>
                <Table.Thead>
                  <Table.Tr>
                    {head.map((h) => (
                      <Table.Th key={h}>{h}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(data.data.items as Item<L>[]).map((item) => (
                    <Table.Tr key={String(item.id)}>
                      {row(item).map((cell, i) => (
                        <Table.Td key={head[i]}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pager total={data.data.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}

const RESULT_COLOR = { success: 'green', failure: 'orange', locked: 'red', challenge: 'blue' } as const;

/** The customer's fund flow, fast orders (real or demo) and login history, in tabs. */
export function UserLists({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const { t: tFunds } = useTranslation('funds');
  const { money, dateTime } = useFormat();
  const [mode, setMode] = useState<TradeMode>('real');
  const modeSwitch = (
    <SegmentedControl
      size="xs"
      value={mode}
      onChange={(v) => setMode(v as TradeMode)}
      data={[
        { value: 'real', label: t('admin.users.real') },
        { value: 'demo', label: t('admin.users.demo') },
      ]}
      data-testid="user-mode"
    />
  );
  return (
    <Tabs defaultValue="flow" keepMounted={false}>
      {/* real or demo money: the fund flow and the orders (the login history is one) */}
      <Group justify="flex-end" mb={-36}>
        {modeSwitch}
      </Group>
      <Tabs.List>
        <Tabs.Tab value="flow">{t('admin.users.flow')}</Tabs.Tab>
        <Tabs.Tab value="orders">{t('admin.users.orders')}</Tabs.Tab>
        <Tabs.Tab value="logins" data-testid="user-tab-logins">
          {t('admin.users.logins')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="flow" pt="sm">
        <PagedList
          key={mode}
          userId={userId}
          list="flow"
          mode={mode}
          head={[t('admin.users.time'), t('admin.users.type'), t('admin.users.available'), t('admin.users.frozen')]}
          row={(f) => [
            dateTime(f.createdAt),
            // the kind in words, as the customer's own fund flow names it (issue 32)
            <Text key="type" fz="sm" data-testid="user-flow-type" data-type={f.type}>
              {tFunds(flowTitleKey(f.type))}
            </Text>,
            money(f.available, f.currency, { signed: true }),
            money(f.frozen, f.currency, { signed: true }),
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="orders" pt="sm">
        <PagedList
          key={mode}
          userId={userId}
          list="orders"
          mode={mode}
          head={[
            '#',
            t('admin.users.time'),
            t('admin.users.product'),
            t('admin.users.direction'),
            t('admin.users.stake'),
            t('admin.users.result'),
          ]}
          row={(o) => [
            o.id,
            dateTime(new Date(o.createdAt).toISOString()),
            o.symbol,
            t(`admin.users.directions.${o.direction}`),
            money(o.amount, o.currency),
            o.profit === null ? t('admin.users.open') : money(o.profit, o.currency, { signed: true }),
          ]}
        />
      </Tabs.Panel>
      <Tabs.Panel value="logins" pt="sm">
        <PagedList
          userId={userId}
          list="logins"
          mode={mode}
          head={[t('admin.users.time'), t('admin.users.result'), t('admin.users.ip'), t('admin.users.userAgent')]}
          row={(e) => [
            dateTime(e.createdAt),
            <Badge key="result" color={RESULT_COLOR[e.result]} variant="light" data-testid="login-result">
              {t(`admin.users.results.${e.result}`)}
            </Badge>,
            e.ip || '—',
            <Text key="ua" fz="xs" maw={420} truncate="end" title={e.userAgent}>
              {e.userAgent || '—'}
            </Text>,
          ]}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
