import { Alert, Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { AdjustmentForm } from '../../../features/admin/components/adjustment-form';
import { CreditScoreForm } from '../../../features/admin/components/credit-score-form';
import { useStaffPermissions } from '../../../features/admin/hooks/use-staff-permissions';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';

/** Balance adjustments, promotional credits and credit scores: each proposed, then approved by someone else. */
function AdminAdjustmentsPage() {
  const { t } = useTranslation('admin');
  const { may } = useStaffPermissions();
  const [proposed, setProposed] = useState<ProposalView | null>(null);
  return (
    <AdminPage section="adjustments">
      {proposed && (
        <Alert color="blue" variant="light" withCloseButton onClose={() => setProposed(null)} data-testid="adjustment-proposed">
          {t('admin.adjustments.proposed', { id: proposed.id })}{' '}
          <Anchor component={Link} to="/admin/approvals">
            {t('admin.adjustments.toApprovals')}
          </Anchor>
        </Alert>
      )}
      <SimpleGrid cols={2} spacing="lg">
        {may('adjustments.propose') && (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={4}>{t('admin.adjustments.balanceTitle')}</Title>
              <AdjustmentForm onProposed={setProposed} />
            </Stack>
          </Paper>
        )}
        {may('credit.write') && (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={4}>{t('admin.adjustments.creditTitle')}</Title>
              <CreditScoreForm onProposed={setProposed} />
            </Stack>
          </Paper>
        )}
      </SimpleGrid>
    </AdminPage>
  );
}

export default withNamespaces(['admin'], AdminAdjustmentsPage);
