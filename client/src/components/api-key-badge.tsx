import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "API": an order placed by one of the user's API keys (the Binance-compatible API, issue 39),
 * the key's label on hover and for screen readers (the detail views say it in full).
 */
export function ApiKeyBadge({ label }: { label: string }) {
  const { t } = useTranslation();
  const full = t('apiOrders.byKey', { label });
  return (
    <Tooltip label={full} withinPortal>
      <Badge
        size="xs"
        variant="outline"
        color="violet"
        radius="sm"
        tt="none"
        style={{ flexShrink: 0, verticalAlign: 'middle' }}
        aria-label={full}
        data-testid="api-key-badge"
        data-label={label}
      >
        {t('apiOrders.badge')}
      </Badge>
    </Tooltip>
  );
}
