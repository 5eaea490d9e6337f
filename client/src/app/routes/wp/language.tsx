import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '../../../features/language/components/language-list';
import { toast } from '../../../lib/notify';

/** Mobile language screen. */
export default function WpLanguagePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="wp-language">
      <Text fz="sm" c="dimmed" px={4}>
        {t('language.choose')}
      </Text>
      <LanguageList onChanged={() => toast.success(t('language.changed'))} />
    </Stack>
  );
}
