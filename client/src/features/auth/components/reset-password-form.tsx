import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/reset-password';
import { codePasswordPayload } from '../auth-form';
import { useAccountForm } from '../hooks/use-account-form';
import { codePasswordChecks } from '../validation';
import { AccountForm } from './account-form';
import { AccountCodeFields } from './account-code-fields';

/** Restore a forgotten password with a verification code sent to the phone or e-mail. */
export function ResetPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const { form, payload } = useAccountForm(codePasswordChecks);

  return (
    <AccountForm
      onSubmit={form.onSubmit((v) => reset.mutate({ ...payload(v), ...codePasswordPayload(v) }, { onSuccess }))}
      testId="reset-form"
      submit={{ label: t('auth.resetButton'), pending: reset.isPending, testId: 'reset-submit' }}
    >
      <AccountCodeFields form={form} purpose="reset" passwordLabel={{ label: t('auth.newPassword'), placeholder: t('auth.newPassword') }} />
    </AccountForm>
  );
}
