import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KycState } from '../types';

const COLORS: Record<KycState, string> = { unverified: 'gray', authenticating: 'yellow', rejected: 'red', authenticated: 'green' };

/** A tier's state as a badge: not submitted, under review, rejected, authenticated. */
export function KycStateBadge({ state, testId }: { state: KycState; testId: string }) {
  const { t } = useTranslation('account');
  return (
    <Badge color={COLORS[state]} variant="light" style={{ flexShrink: 0 }} data-testid={testId} data-state={state}>
      {t(`kyc.state.${state}`)}
    </Badge>
  );
}
