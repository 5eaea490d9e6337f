import { Stack, Text, Title } from '@mantine/core';

export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={2} fz={26}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
