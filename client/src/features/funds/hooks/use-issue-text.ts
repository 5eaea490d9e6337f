import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { Issue } from '../amount';

/** Parameters of an issue that are amounts of its `currency` parameter: shown like every other amount. */
const AMOUNT_PARAMS = ['min', 'max'] as const;

/** An issue (i18n key and parameters) in the active language; null stays null. */
export function useIssueText() {
  const { t } = useTranslation('funds');
  const f = useFormat();
  return useCallback(
    (issue: Issue | null | undefined): string | null => {
      if (!issue) return null;
      const params = { ...issue.params };
      const currency = params.currency;
      for (const k of AMOUNT_PARAMS) {
        const value = params[k];
        if (typeof value === 'string' && typeof currency === 'string') params[k] = f.money(value, currency);
      }
      return String(t(issue.key, params));
    },
    [t, f],
  );
}
