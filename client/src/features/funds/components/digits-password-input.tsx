import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The 6-digit withdrawal password: masked, digits only, numeric keypad on phones, "6 digits"
 * as its placeholder. `onChange` gets the digits (so `form.getInputProps(field)` of
 * @mantine/form can be spread onto it).
 */
export function DigitsPasswordInput({
  onChange,
  value,
  ...props
}: Omit<PasswordInputProps, 'onChange' | 'value'> & { value?: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('funds');
  return (
    <PasswordInput
      autoComplete="new-password"
      placeholder={t('funds.password.placeholder')}
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      maxLength={6}
      leftSection={<IconLock size={16} />}
    />
  );
}
