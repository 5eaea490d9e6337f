import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { withNamespaces } from '../../../components/namespace-gate';
import { QueryState } from '../../../components/query-state';
import { useClaimPrefill } from '../../../features/admin/incoming/api/get-claim-prefill';
import { IncomingTransferList } from '../../../features/admin/incoming/components/incoming-transfer-list';
import { RecordTransferForm } from '../../../features/admin/incoming/components/record-transfer-form';
import { AdminPage } from './admin-page';

/**
 * Incoming transfers (issue 38, decision 091): record a transfer seen on the chain to one of our
 * deposit addresses (a four-eyes proposal; from a crypto claim's "Record transfer" prefilled by
 * `?claim=<id>`), and every transfer recorded or simulated, read only.
 */
function AdminIncomingPage() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [params] = useSearchParams();
  const claimText = params.get('claim');
  const claimId = claimText && /^\d{1,10}$/.test(claimText) ? Number(claimText) : null;
  const claim = useClaimPrefill(claimId);
  const [proposed, setProposed] = useState<ProposalView | null>(null);
  return (
    <AdminPage section="incoming">
      <Paper withBorder radius="md" p="md" maw={720}>
        <Stack gap="sm">
          <Title order={4}>{t('incomingAdmin.recordTitle')}</Title>
          <Text fz="sm" c="dimmed">
            {t('incomingAdmin.recordLead')}
          </Text>
          {proposed && (
            <Alert
              color="blue"
              variant="light"
              withCloseButton
              closeButtonLabel={tCommon('common.close')}
              onClose={() => setProposed(null)}
              data-testid="incoming-proposed"
            >
              {t('incomingAdmin.proposed', { id: proposed.id })}{' '}
              <Anchor component={Link} to="/admin/approvals">
                {t('admin.adjustments.toApprovals')}
              </Anchor>
            </Alert>
          )}
          {claimId === null ? (
            <RecordTransferForm onProposed={setProposed} />
          ) : (
            <QueryState isPending={claim.isPending} isError={claim.isError} onRetry={() => void claim.refetch()} minHeight={120}>
              {claim.data && <RecordTransferForm key={claimId} prefill={claim.data} onProposed={setProposed} />}
            </QueryState>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={4}>{t('incomingAdmin.listTitle')}</Title>
          <IncomingTransferList />
        </Stack>
      </Paper>
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'account'], AdminIncomingPage);
