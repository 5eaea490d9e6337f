import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPosition } from '../../../../../../shared/schemas/admin-contract.ts';

const STATUS_COLOR: Record<AdminPosition['status'], string> = {
  pending: 'yellow',
  holding: 'blue',
  locked: 'violet',
  closed: 'gray',
  revoked: 'gray',
};

export function PositionStatus({ status }: { status: AdminPosition['status'] }) {
  const { t } = useTranslation('admin');
  return (
    // (never shortened: a table cell may be narrow, the status must stay readable)
    <Badge color={STATUS_COLOR[status]} variant="light" miw="max-content" data-testid="position-status">
      {t(`admin.contract.statuses.${status}`)}
    </Badge>
  );
}

export function PositionSide({ side }: { side: AdminPosition['side'] }) {
  const { t } = useTranslation('admin');
  return (
    <Text fz="sm" fw={600} c={side === 'long' ? 'teal' : 'red'} span>
      {t(`admin.contract.sides.${side}`)}
    </Text>
  );
}

/** A signed amount in green (gain) or red (loss), with its currency if given; a dash when there is none. */
export function SignedAmount({ value, currency }: { value: string | null; currency?: string }) {
  if (value === null) return <>—</>;
  const color = value.startsWith('-') ? 'red' : /[1-9]/.test(value) ? 'teal' : undefined;
  return (
    <Text fz="sm" c={color} span style={{ whiteSpace: 'nowrap' }}>
      {currency ? `${value} ${currency}` : value}
    </Text>
  );
}
