import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** One choice of a two-way picker drawn as cards (withdraw to bank card or crypto address). */
export function MethodCard({
  active,
  onClick,
  icon,
  label,
  hint,
  testId,
}: {
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
  hint: ReactNode;
  testId: string;
}) {
  return (
    <UnstyledButton className="method-card" data-active={active || undefined} aria-pressed={active} onClick={onClick} data-testid={testId}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant={active ? 'filled' : 'light'}>
          {icon}
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm">
            {label}
          </Text>
          <Text fz="xs" c="dimmed" truncate="end">
            {hint}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
