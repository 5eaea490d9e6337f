import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { signOf } from '../../../../../shared/money.ts';

/** A profit in teal, a loss in red, nothing at zero (by the decimal's sign, never a float). */
export const PNL_COLOR = { '-1': 'red', '0': undefined, '1': 'teal' } as const;
export const pnlColor = (value: string | null) => (value === null ? undefined : PNL_COLOR[signOf(value)]);

/**
 * One figure of the results: its label, its value (`raw`: the API's own, in data-value) and,
 * where it has trades behind it, a click that opens them.
 */
export function Figure({
  label,
  value,
  raw,
  note,
  color,
  testId,
  onOpen,
}: {
  label: string;
  value: ReactNode;
  raw: string | number | null;
  note?: ReactNode;
  color?: string;
  testId: string;
  onOpen?: () => void;
}) {
  const body = (
    <Paper withBorder radius="md" p="sm" h="100%" className={onOpen ? 'analytics-figure' : undefined}>
      <Text fz="xs" c="dimmed" lineClamp={1}>
        {label}
      </Text>
      <Text fw={700} fz="lg" c={color} className="num" data-testid={testId} data-value={raw ?? ''} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {note && (
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {note}
        </Text>
      )}
    </Paper>
  );
  return onOpen ? (
    <UnstyledButton onClick={onOpen} data-testid={`${testId}-open`} style={{ display: 'block', height: '100%' }}>
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}
