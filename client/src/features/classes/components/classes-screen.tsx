// Classrooms (issue 43 point 2, decision 106): the classes I teach and learn in, a form to
// create one and one to join with a code. A class opens at `classPath(id)`.
import { Badge, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useClasses } from '../api/get-classes';
import type { TradingClass } from '../types';
import { CreateForm } from './create-form';
import { JoinForm } from './join-form';

export const STATUS_COLOR = { upcoming: 'blue', open: 'teal', ended: 'gray' } as const;

function ClassCard({ c, to }: { c: TradingClass; to: string }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const navigate = useNavigate();
  return (
    <UnstyledButton onClick={() => navigate(to)} data-testid={`class-card-${c.id}`} aria-label={c.name}>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {c.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('classes.cardLine', {
                start: f.date(new Date(c.startAt).toISOString()),
                end: f.date(new Date(c.endAt).toISOString()),
                learners: c.learners,
              })}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {c.left && (
              <Badge size="sm" variant="light" color="gray">
                {t('classes.leftBadge')}
              </Badge>
            )}
            <Badge size="sm" variant="light" color={STATUS_COLOR[c.status]}>
              {t(`classes.status.${c.status}`)}
            </Badge>
          </Group>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

function ClassGroup({
  title,
  items,
  empty,
  classPath,
  testId,
}: {
  title: string;
  items: TradingClass[];
  empty: string;
  classPath: (id: number) => string;
  testId: string;
}) {
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text fw={600}>{title}</Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        items.map((c) => <ClassCard key={c.id} c={c} to={classPath(c.id)} />)
      )}
    </Stack>
  );
}

export function ClassesScreen({ compact, classPath }: { compact: boolean; classPath: (id: number) => string }) {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  const list = useClasses();
  const open = (c: TradingClass) => navigate(classPath(c.id));
  return (
    <Stack gap={compact ? 'sm' : 'md'} data-testid="classes-screen">
      <Text size="sm" c="dimmed">
        {t('classes.intro')}
      </Text>
      <SimpleGrid cols={compact ? 1 : 2} spacing={compact ? 'sm' : 'md'}>
        <Stack gap={compact ? 'sm' : 'md'}>
          <JoinForm onJoined={open} />
          <QueryState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} minHeight={120}>
            {list.data && (
              <>
                <ClassGroup
                  title={t('classes.learning')}
                  items={list.data.learning}
                  empty={t('classes.noLearning')}
                  classPath={classPath}
                  testId="classes-learning"
                />
                <ClassGroup
                  title={t('classes.teaching')}
                  items={list.data.teaching}
                  empty={t('classes.noTeaching')}
                  classPath={classPath}
                  testId="classes-teaching"
                />
              </>
            )}
          </QueryState>
        </Stack>
        <CreateForm compact={compact} onCreated={open} />
      </SimpleGrid>
    </Stack>
  );
}
