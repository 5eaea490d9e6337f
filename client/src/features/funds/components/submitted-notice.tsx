import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Action, ActionButtons } from '../../../components/action-buttons';

interface Props {
  title: string;
  text: string;
  details?: ReactNode;
  actions: Action[];
  testId: string;
}

/** The answer to a submitted deposit or withdrawal: wait for review, check the fund flow. */
export function SubmittedNotice({ title, text, details, actions, testId }: Props) {
  return (
    <Paper withBorder radius="lg" p="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="green">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Text c="dimmed" maw={460}>
          {text}
        </Text>
        {details}
        <ActionButtons actions={actions} mt="sm" />
      </Stack>
    </Paper>
  );
}
