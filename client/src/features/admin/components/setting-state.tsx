import { Badge, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * The last cell of a settings table's row: on or off, and either the change waiting for a
 * second approval (a link to the approvals) or, for staff who may propose, "propose change".
 */
export function SettingState({
  enabled,
  pendingProposalId,
  onPropose,
  testId,
  proposeTestId,
}: {
  enabled: boolean;
  pendingProposalId: number | null;
  /** Absent for staff who only read. */
  onPropose?: () => void;
  /** Names the parts: `<testId>-enabled`, `<testId>-pending`. */
  testId: string;
  proposeTestId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={6} align="flex-start">
      <Badge color={enabled ? 'green' : 'gray'} variant="light" data-testid={`${testId}-enabled`}>
        {enabled ? t('admin.contract.enabled') : t('admin.contract.disabled')}
      </Badge>
      {pendingProposalId !== null ? (
        <Badge
          component={Link}
          to="/admin/approvals"
          color="orange"
          variant="light"
          style={{ cursor: 'pointer' }}
          data-testid={`${testId}-pending`}
        >
          {t('admin.contract.pending', { id: pendingProposalId })}
        </Badge>
      ) : (
        onPropose && (
          <Button size="compact-xs" variant="light" onClick={onPropose} data-testid={proposeTestId}>
            {t('admin.contract.propose')}
          </Button>
        )
      )}
    </Stack>
  );
}
