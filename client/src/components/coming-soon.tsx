import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Action, ActionButtons } from './action-buttons';

interface Props {
  title: string;
  description: string;
  icon: ReactNode;
  /** Links offered meanwhile. */
  actions?: Action[];
  compact?: boolean;
}

/** A real, styled frame for a page whose capability arrives in a later release. */
export function ComingSoon({ title, description, icon, actions = [], compact }: Props) {
  const { t } = useTranslation();
  return (
    <Paper className="coming-soon" p={compact ? 'lg' : 'xl'} radius="lg" withBorder data-testid="coming-soon">
      <Stack align="center" gap="md" ta="center" py={compact ? 'md' : 'xl'}>
        <ThemeIcon size={72} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Badge variant="light" size="lg" radius="sm">
          {t('soon.badge')}
        </Badge>
        <Title order={2} fz={compact ? 'h3' : 'h2'}>
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {description}
        </Text>
        <Text c="dimmed" fz="sm">
          {t('soon.lead')}
        </Text>
        {actions.length > 0 && (
          <Stack gap={6} align="center" mt="sm">
            <Text fz="sm" c="dimmed">
              {t('soon.meanwhile')}
            </Text>
            <ActionButtons actions={actions} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
