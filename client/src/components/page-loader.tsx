import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a route chunk or a page's first data loads. */
export function PageLoader({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} data-testid="page-loader" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Loader size="md" type="dots" />
    </Center>
  );
}
