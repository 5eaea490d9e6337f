import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { type Issue, issueParams } from '../amount';

/** An issue (i18n key and parameters) in the active language, its amounts shown like every other amount; null stays null. */
export function useIssueText() {
  const { t } = useTranslation('funds');
  const f = useFormat();
  return useCallback(
    (issue: Issue | null | undefined): string | null => (issue ? String(t(issue.key, issueParams(issue, f.money))) : null),
    [t, f],
  );
}
