import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '../../../features/language/components/language-list';
import { i18n } from '../../../lib/i18n';
import { toast } from '../../../lib/notify';

/** Mobile language screen. */
export default function WpLanguagePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="wp-language">
      <Text fz="sm" c="dimmed" px={4}>
        {t('language.choose')}
      </Text>
      {/* (the notice in the new language: this render's `t` still speaks the old one, while the
          toast's title is read at show time) */}
      <LanguageList onChanged={() => toast.success(i18n.t('language.changed'))} />
    </Stack>
  );
}
