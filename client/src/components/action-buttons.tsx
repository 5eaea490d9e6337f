import { Button, Group, type GroupProps } from '@mantine/core';

export interface Action {
  label: string;
  onClick: () => void;
  testId?: string;
}

/** A centred row of buttons for what to do next: the first one filled (the likely choice), the others plain. */
export function ActionButtons({ actions, ...group }: { actions: Action[] } & GroupProps) {
  return (
    <Group justify="center" gap="sm" {...group}>
      {actions.map((a, i) => (
        <Button key={a.label} variant={i === 0 ? 'filled' : 'default'} onClick={a.onClick} data-testid={a.testId}>
          {a.label}
        </Button>
      ))}
    </Group>
  );
}
