import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Deposit, Withdrawal } from '../types';

const DEPOSIT_COLORS: Record<Deposit['status'], string> = { reviewing: 'yellow', success: 'green', rejected: 'red' };
const WITHDRAW_COLORS: Record<Withdrawal['status'], string> = { processing: 'blue', passed: 'green', rejected: 'red', failed: 'red' };
const FUNDS_COLORS: Record<Withdrawal['fundsState'], string> = { frozen: 'yellow', paid: 'teal', thawed: 'gray' };
/** A badge keeps its word whole beside a long line (on a phone "FROZEN" was cut to "FROZ…"): the line wraps instead. */
const WHOLE = { flexShrink: 0 } as const;

export function DepositStatusBadge({ status, testId }: { status: Deposit['status']; testId?: string }) {
  const { t } = useTranslation('funds');
  return (
    <Badge variant="light" color={DEPOSIT_COLORS[status]} radius="sm" style={WHOLE} data-testid={testId} data-status={status}>
      {t(`funds.recharge.status.${status}`)}
    </Badge>
  );
}

export function WithdrawStatusBadge({ status, testId }: { status: Withdrawal['status']; testId?: string }) {
  const { t } = useTranslation('funds');
  return (
    <Badge variant="light" color={WITHDRAW_COLORS[status]} radius="sm" style={WHOLE} data-testid={testId} data-status={status}>
      {t(`funds.withdraw.status.${status}`)}
    </Badge>
  );
}

export function FundsStateBadge({ state, testId }: { state: Withdrawal['fundsState']; testId?: string }) {
  const { t } = useTranslation('funds');
  return (
    <Badge variant="dot" color={FUNDS_COLORS[state]} radius="sm" style={WHOLE} data-testid={testId} data-state={state}>
      {t(`funds.withdraw.funds.${state}`)}
    </Badge>
  );
}
