import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The two buttons that end a back-office filter form: apply (submit) and clear. */
export function FilterButtons({ onClear, testId }: { onClear: () => void; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Button type="submit" data-testid={`${testId}-apply`}>
        {t('admin.audit.apply')}
      </Button>
      <Button variant="default" onClick={onClear}>
        {t('admin.audit.clear')}
      </Button>
    </>
  );
}
