import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Something to do before the form can be used: bind a card or an address, set a password. */
export function RequirementAlert({
  text,
  action,
  onAction,
  testId,
}: {
  text: string;
  action: string;
  onAction: () => void;
  testId: string;
}) {
  return (
    <Alert variant="light" color="orange" radius="md" icon={<IconAlertCircle size={18} />} p="sm" data-testid={testId}>
      {/* a long text takes the row and its button goes under it; a short one keeps the button beside */}
      <Group justify="space-between" gap="sm">
        <Text fz="sm" style={{ flex: '1 1 14rem' }}>
          {text}
        </Text>
        <Button
          size="compact-sm"
          variant="filled"
          color="orange"
          onClick={onAction}
          style={{ flex: 'none' }}
          data-testid={`${testId}-action`}
        >
          {action}
        </Button>
      </Group>
    </Alert>
  );
}
