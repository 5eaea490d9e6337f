import { Group, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props extends TextProps {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The raw value behind the shown one (data-value), for tests and tools. */
  value?: string;
}

/**
 * One line of a summary, a preview or a confirmation: the label dimmed on the left, the value
 * on the right (small and semi-bold unless `TextProps` say otherwise).
 */
export function DetailRow({ label, children, testId, value, ...valueProps }: Props) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} ta="right" {...valueProps} data-testid={testId} data-value={value}>
        {children}
      </Text>
    </Group>
  );
}
