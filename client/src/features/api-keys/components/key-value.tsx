import { Code, Group, Stack, Text } from '@mantine/core';
import { CopyButton } from '../../../components/copy-button';

/**
 * A value to copy into a trading program (the key, the secret, the base URL): its name, the
 * value whole in monospace (a 64-character key wraps anywhere rather than overflow a phone),
 * and a copy button (`<testId>-copy`).
 */
export function KeyValue({ label, copyLabel, value, testId }: { label: string; copyLabel: string; value: string; testId: string }) {
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code fz="sm" py={6} style={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }} data-testid={testId}>
          {value}
        </Code>
        <CopyButton value={value} label={copyLabel} testId={`${testId}-copy`} />
      </Group>
    </Stack>
  );
}
