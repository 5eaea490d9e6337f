import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceList } from '../../../features/support/components/customer-service-list';

/** Mobile customer-service screen: the entries, each opening the chat overlay. */
export default function WpKefuPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="wp-kefu">
      <Stack align="center" gap={6} pt="md">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconHeadset size={34} />
        </ThemeIcon>
        <Title order={3}>{t('kefu.title')}</Title>
        <Text c="dimmed" fz="sm">
          {t('kefu.subtitle')}
        </Text>
      </Stack>
      <CustomerServiceList />
    </Stack>
  );
}
