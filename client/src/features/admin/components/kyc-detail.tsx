import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { QueryState } from '../../../components/query-state';
import { useState } from 'react';
import { useQueueItem } from '../api/get-queue-item';
import { useRevealDocument } from '../api/reveal-document';
import { useStaffPermissions } from '../hooks/use-staff-permissions';
import { ProofImage } from './proof-image';
import { RequestHeader } from './queue-page';
import { ReviewActions } from './review-actions';

/**
 * The document number, masked; compliance (certification.document) may reveal it in full to
 * compare it with the photo, each reveal recorded in the audit log (decision 070).
 */
function DocumentNumber({ id, masked }: { id: number; masked: string }) {
  const { t } = useTranslation('admin');
  const { t: tAccount } = useTranslation('account');
  const { may } = useStaffPermissions();
  const reveal = useRevealDocument();
  const [full, setFull] = useState<string | null>(null);
  return (
    <Stack gap={2}>
      <DetailRow label={tAccount('kyc.form.docNumber')} ff="monospace" testId="kyc-detail-doc-number">
        {full ?? masked}
      </DetailRow>
      {may('certification.document') && full === null && (
        <Group justify="flex-end">
          <Button
            size="compact-xs"
            variant="light"
            loading={reveal.isPending}
            onClick={() => reveal.mutate(id, { onSuccess: (r) => setFull(r.docNumber) })}
            data-testid="kyc-detail-doc-reveal"
          >
            {t('admin.kyc.revealNumber')}
          </Button>
        </Group>
      )}
      {full !== null && (
        <Text fz="xs" c="dimmed" ta="right">
          {t('admin.kyc.revealAudited')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One certification submission: junior (type, name, masked number) or advanced (the three
 * photos, each view audited, beside the junior details they must match); authenticate or
 * reject with a reason the customer reads.
 */
export function KycDetail({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tAccount } = useTranslation('account');
  const item = useQueueItem('kyc', id);
  const k = item.data;
  const details = k?.tier === 'junior' ? k : k?.junior;
  return (
    <QueryState isPending={item.isPending} isError={item.isError} onRetry={() => void item.refetch()}>
      {k && (
        <Stack gap="sm" data-testid="kyc-detail">
          <RequestHeader kind="kyc" status={k.status} customer={k.customer} createdAt={k.createdAt} />
          {/* (the customer, their contact and tier: the header above) */}
          <DetailRow label={t('admin.queues.tier')}>{tAccount(`kyc.${k.tier}.title`)}</DetailRow>
          {k.tier === 'advanced' && <Divider label={t('admin.kyc.juniorOnFile')} labelPosition="left" />}
          {details?.idType && (
            <>
              <DetailRow label={tAccount('kyc.form.idType')}>{tAccount(`kyc.idTypes.${details.idType}`)}</DetailRow>
              <DetailRow label={tAccount('kyc.form.realName')} testId="kyc-detail-name">
                {details.realName}
              </DetailRow>
              <DocumentNumber id={k.id} masked={details.docNumber ?? ''} />
            </>
          )}
          {k.rejectReason && <DetailRow label={t('admin.queues.reason')}>{k.rejectReason}</DetailRow>}
          {k.photos && (
            <>
              <Divider label={t('admin.kyc.photos')} labelPosition="left" />
              <SimpleGrid cols={3} spacing="xs">
                {(['front', 'back', 'hand'] as const).map((side) => (
                  <Stack key={side} gap={4}>
                    <Text fz="xs" c="dimmed">
                      {tAccount(`kyc.form.${side}`)}
                    </Text>
                    <ProofImage
                      uploadId={k.photos?.[side] as number}
                      alt={tAccount(`kyc.form.${side}`)}
                      testId={`kyc-detail-photo-${side}`}
                    />
                  </Stack>
                ))}
              </SimpleGrid>
              <Text fz="xs" c="dimmed">
                {t('admin.kyc.photosAudited')}
              </Text>
            </>
          )}
          {k.status === 'authenticating' && <ReviewActions kind="kyc" id={k.id} approveLabel={t('admin.kyc.approve')} onDone={onDone} />}
        </Stack>
      )}
    </QueryState>
  );
}
