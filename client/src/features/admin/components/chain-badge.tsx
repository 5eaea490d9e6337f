import { Badge, Loader } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuditVerification } from '../api/get-audit-verification';

/** Whether the audit log's hash chain holds, checked by the server on each visit. */
export function ChainBadge() {
  const { t } = useTranslation('admin');
  const { data } = useAuditVerification();
  if (!data) return <Loader size="xs" />;
  return data.ok ? (
    <Badge color="teal" variant="light" size="lg" leftSection={<IconShieldCheck size={14} />} data-testid="audit-chain" data-ok="true">
      {t('admin.audit.verified', { count: data.rows })}
    </Badge>
  ) : (
    <Badge color="red" variant="filled" size="lg" leftSection={<IconAlertTriangle size={14} />} data-testid="audit-chain" data-ok="false">
      {t('admin.audit.broken', { id: data.brokenAt ?? '' })}
    </Badge>
  );
}
