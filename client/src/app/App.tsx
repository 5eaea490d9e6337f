import { Anchor, Container, Stack, Text, Title } from '@mantine/core';

// Placeholder shell until the client issue lands: shows that the platform is up.
export function App() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Aurora Markets</Title>
        <Text c="dimmed">The platform server is running.</Text>
        <Anchor href="/api/docs">API documentation</Anchor>
      </Stack>
    </Container>
  );
}
