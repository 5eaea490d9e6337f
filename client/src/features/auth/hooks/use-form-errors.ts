import type { FormErrors } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns { field: i18nKey | null } into Mantine form errors in the active language. */
export function useFormErrors() {
  const { t } = useTranslation();
  return useCallback(
    (checks: Record<string, ParseKeys | null>): FormErrors => {
      const errors: FormErrors = {};
      for (const [field, key] of Object.entries(checks)) if (key) errors[field] = t(key);
      return errors;
    },
    [t],
  );
}
