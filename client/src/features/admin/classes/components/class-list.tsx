import { Anchor, Badge, Divider, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DetailRow } from '../../../../components/detail-row';
import { QueryState } from '../../../../components/query-state';
import { useFormat } from '../../../../lib/format';
import { ReadOnlyList } from '../../components/read-only-list';
import { useAdminClass } from '../api/get-class';
import { type ClassFilters, useAdminClasses } from '../api/get-classes';
import type { AdminClassDetail, AdminClassRow, ClassStatus } from '../types';

/** An instant (epoch ms) in the staff member's locale. */
function useWhen() {
  const f = useFormat();
  return (ms: number) => f.dateTime(new Date(ms).toISOString());
}

const STATUS_COLOR: Record<ClassStatus, string> = { upcoming: 'blue', open: 'green', ended: 'gray' };

function Status({ status }: { status: ClassStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} data-testid="class-status" data-value={status} style={{ flexShrink: 0 }}>
      {t(`admin.classes.statuses.${status}`)}
    </Badge>
  );
}

/** A customer's number, linking to their page in the back office. */
function Customer({ id }: { id: number }) {
  return (
    <Anchor component={Link} to={`/admin/users/${id}`} fz="sm">
      #{id}
    </Anchor>
  );
}

function Scenario({ scenario }: { scenario: NonNullable<AdminClassDetail['scenario']> }) {
  const { t } = useTranslation('admin');
  const at = useWhen();
  return (
    <SimpleGrid cols={1} verticalSpacing={6} data-testid="class-scenario">
      <DetailRow label={t('admin.classes.scenarioProduct')}>{`${scenario.symbol} · ${scenario.speed}×`}</DetailRow>
      <DetailRow label={t('admin.classes.scenarioTimes')}>{`${at(scenario.startsAt)} – ${at(scenario.endsAt)}`}</DetailRow>
      <DetailRow label={t('admin.classes.scenarioStatus')}>{t(`admin.classes.scenarioStatuses.${scenario.status}`)}</DetailRow>
      <DetailRow label={t('admin.classes.scenarioPeriod')}>
        {scenario.periodStart === null ? t('admin.classes.periodHidden') : at(scenario.periodStart)}
      </DetailRow>
    </SimpleGrid>
  );
}

function ClassDetail({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const at = useWhen();
  const q = useAdminClass(id);
  const d = q.data;
  const c = d?.class;
  const rows: [string, ReactNode][] = c
    ? [
        ['teacher', <Customer key="t" id={c.teacherId} />],
        ['dates', `${at(c.startAt)} – ${at(c.endAt)}`],
        ['startingBalance', f.exactMoney(c.startingBalance, c.currency)],
        ['learners', t('admin.classes.learnersOf', { learners: c.learners, members: c.members })],
        ['kindsLabel', c.kinds.map((k) => t(`admin.classes.kinds.${k}`)).join(', ')],
        ['resets', c.lastResetAt === null ? String(c.resets) : `${c.resets} (${at(c.lastResetAt)})`],
        ['mode', c.mode],
        ['createdAt', at(c.createdAt)],
      ]
    : [];
  return (
    <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()}>
      {d && c && (
        <Stack gap="md" pt="xs" data-testid="class-detail" data-id={c.id}>
          <Status status={c.status} />
          <SimpleGrid cols={1} verticalSpacing={6}>
            {rows.map(([key, value]) => (
              <DetailRow key={key} label={t(`admin.classes.${key}` as 'admin.classes.teacher')}>
                {value}
              </DetailRow>
            ))}
          </SimpleGrid>
          <Divider label={t('admin.classes.members')} />
          {d.members.length === 0 ? (
            <Text fz="sm" c="dimmed" data-testid="class-members-empty">
              {t('admin.classes.noMembers')}
            </Text>
          ) : (
            <Table fz="sm" data-testid="class-members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.classes.learner')}</Table.Th>
                  <Table.Th>{t('admin.classes.joinedAt')}</Table.Th>
                  <Table.Th>{t('admin.classes.memberStatus')}</Table.Th>
                  <Table.Th ta="right">{t('admin.classes.available')}</Table.Th>
                  <Table.Th ta="right">{t('admin.classes.held')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.members.map((m) => (
                  <Table.Tr key={m.userId} data-testid="class-member" data-id={m.userId} data-left={m.leftAt !== null}>
                    <Table.Td>
                      <Customer id={m.userId} />
                    </Table.Td>
                    <Table.Td>{at(m.joinedAt)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" color={m.leftAt === null ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
                        {m.leftAt === null ? t('admin.classes.active') : t('admin.classes.leftAt', { when: at(m.leftAt) })}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" data-testid="class-member-available" data-value={m.available}>
                      {f.exactMoney(m.available, c.currency)}
                    </Table.Td>
                    <Table.Td ta="right" data-testid="class-member-held" data-value={m.held}>
                      {f.exactMoney(m.held, c.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Divider label={t('admin.classes.scenario')} />
          {d.scenario ? (
            <Scenario scenario={d.scenario} />
          ) : (
            <Text fz="sm" c="dimmed" data-testid="class-scenario-none">
              {t('admin.classes.noScenario')}
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** Every class, newest first: a page of them with paging, and a read-only drawer with a class's members and their class wallets. */
export function ClassList() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const at = useWhen();
  return (
    <ReadOnlyList
      lead={t('admin.classes.readOnly')}
      useList={useAdminClasses}
      filters={(_apply: (f: ClassFilters) => void) => null}
      table={(items: AdminClassRow[], open) => (
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover fz="sm" data-testid="classes-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('admin.classes.name')}</Table.Th>
                <Table.Th>{t('admin.classes.teacher')}</Table.Th>
                <Table.Th>{t('admin.classes.learners')}</Table.Th>
                <Table.Th>{t('admin.classes.dates')}</Table.Th>
                <Table.Th>{t('admin.classes.status')}</Table.Th>
                <Table.Th ta="right">{t('admin.classes.startingBalance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((c) => (
                <Table.Tr key={c.id} data-testid="class-row" data-id={c.id}>
                  <Table.Td>{c.id}</Table.Td>
                  <Table.Td>
                    <UnstyledButton onClick={() => open(c.id)} data-testid={`class-open-${c.id}`}>
                      <Text fz="sm" c="blue">
                        {c.name}
                      </Text>
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    <Customer id={c.teacherId} />
                  </Table.Td>
                  <Table.Td data-testid="class-row-learners">
                    {t('admin.classes.learnersOf', { learners: c.learners, members: c.members })}
                  </Table.Td>
                  <Table.Td>{`${at(c.startAt)} – ${at(c.endAt)}`}</Table.Td>
                  <Table.Td>
                    <Status status={c.status} />
                  </Table.Td>
                  <Table.Td ta="right">{f.exactMoney(c.startingBalance, c.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      detail={(id) => <ClassDetail id={id} />}
      detailTitle={(id) => t('admin.classes.detailTitle', { id })}
      total={(count) => t('admin.classes.total', { count })}
      empty={t('admin.classes.empty')}
      testId="classes"
    />
  );
}
