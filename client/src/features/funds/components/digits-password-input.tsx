import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** The 6-digit withdrawal password: masked, digits only, numeric keypad on phones. */
export function DigitsPasswordInput({
  onChange,
  value,
  ...props
}: Omit<PasswordInputProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void }) {
  return (
    <PasswordInput
      autoComplete="new-password"
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      maxLength={6}
      leftSection={<IconLock size={16} />}
    />
  );
}
