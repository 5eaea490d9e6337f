import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFundsLinks } from '../links';

/** A channel under maintenance (spec section 8): disabled, with the way to customer service. */
export function MaintenanceNotice({ message, testId }: { message: string; testId: string }) {
  const { t } = useTranslation('funds');
  const links = useFundsLinks();
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      icon={<IconTool size={20} />}
      title={t('funds.common.maintenance')}
      data-testid={testId}
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button size="xs" variant="filled" color="yellow" autoContrast onClick={links.contactSupport}>
          {t('soon.contactSupport')}
        </Button>
      </Stack>
    </Alert>
  );
}
