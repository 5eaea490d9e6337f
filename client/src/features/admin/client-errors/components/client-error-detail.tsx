import { Code, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../../components/detail-row';
import { QueryState } from '../../../../components/query-state';
import { useFormat } from '../../../../lib/format';
import { useClientError } from '../api/get-client-error';

/** A group's latest report: where, which request, which browser, and its stack mapped to the sources. */
export function ClientErrorDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const detail = useClientError(id);
  const d = detail.data;
  return (
    <Modal opened onClose={onClose} size="xl" title={t('admin.errors.detailTitle')} data-testid="client-error-detail">
      <QueryState isPending={detail.isPending} isError={detail.isError} onRetry={() => void detail.refetch()}>
        {d && (
          <Stack gap="sm">
            <Text ff="monospace" fw={600} style={{ wordBreak: 'break-word' }}>
              {d.message}
            </Text>
            <DetailRow label={t('admin.errors.count')}>{String(d.count)}</DetailRow>
            <DetailRow label={t('admin.errors.firstSeen')}>{dateTime(d.firstSeen)}</DetailRow>
            <DetailRow label={t('admin.errors.lastSeen')}>{dateTime(d.lastSeen)}</DetailRow>
            {d.route && <DetailRow label={t('admin.errors.route')}>{d.route}</DetailRow>}
            {d.request && <DetailRow label={t('admin.errors.request')}>{d.request}</DetailRow>}
            {d.release && <DetailRow label={t('admin.errors.release')}>{d.release}</DetailRow>}
            {d.userAgent && <DetailRow label={t('admin.errors.userAgent')}>{d.userAgent}</DetailRow>}
            <Text fw={600} mt="sm">
              {t('admin.errors.mappedStack')}
            </Text>
            <Code block data-testid="client-error-mapped-stack">
              {d.mappedStack || t('admin.errors.noMap')}
            </Code>
            {d.stack && (
              <>
                <Text fw={600}>{t('admin.errors.rawStack')}</Text>
                <Code block data-testid="client-error-raw-stack">
                  {d.stack}
                </Code>
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
