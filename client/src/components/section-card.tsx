import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A panel of a settings screen (security centre, certification): a title with a status badge, a line saying what it is for, and its content. */
export function SectionCard({
  title,
  lead,
  badge,
  compact,
  testId,
  children,
}: {
  title: string;
  lead?: string;
  badge?: ReactNode;
  compact?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb={lead ? 4 : 'sm'}>
        <Title order={4}>{title}</Title>
        {badge && <div style={{ flex: 'none' }}>{badge}</div>}
      </Group>
      {lead && (
        <Text fz="sm" c="dimmed" mb="md">
          {lead}
        </Text>
      )}
      {children}
    </Paper>
  );
}
