import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../amount';

/** An issue (i18n key and parameters) in the active language; null stays null. */
export function useIssueText() {
  const { t } = useTranslation();
  return useCallback((issue: Issue | null | undefined): string | null => (issue ? String(t(issue.key, issue.params ?? {})) : null), [t]);
}
