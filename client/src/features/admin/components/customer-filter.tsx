import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * The customer field of a back-office list's filters: an id or phone number (matched exactly)
 * or part of an e-mail, what the customer search takes.
 */
export function CustomerFilter({ input, testId }: { input: GetInputPropsReturnType; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <TextInput
      w={220}
      label={t('admin.contract.user')}
      placeholder={t('admin.contract.userPlaceholder')}
      maxLength={100}
      {...input}
      data-testid={testId}
    />
  );
}

/** Who placed an order or holds a position: the id and the account (a visitor's demo session has none). */
export function Holder({ userId, account }: { userId: number; account: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <>
      #{userId} · {account ?? t('admin.contract.visitor')}
    </>
  );
}
