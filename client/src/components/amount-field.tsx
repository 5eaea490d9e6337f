import { Button, Group, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount } from '../../../shared/money.ts';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  currency: string;
  scale: number;
  error?: ReactNode;
  description?: ReactNode;
  /** Shows an "All" button that fills in the whole available balance. */
  onAll?: () => void;
  testId: string;
  disabled?: boolean;
}

/** A decimal amount typed as text (no float): digits, one point, at most `scale` decimals. */
export function AmountField({ label, value, onChange, currency, scale, error, description, onAll, testId, disabled }: Props) {
  const { t } = useTranslation('funds');
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(sanitizeAmount(e.currentTarget.value, scale))}
      inputMode="decimal"
      autoComplete="off"
      placeholder={scale > 0 ? `0.${'0'.repeat(Math.min(scale, 2))}` : '0'}
      error={error}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      disabled={disabled}
      rightSectionWidth={onAll ? 104 : 64}
      rightSection={
        <Group gap={4} wrap="nowrap" pr={4}>
          <Text fz="xs" c="dimmed" fw={600}>
            {currency}
          </Text>
          {onAll && (
            <Button variant="subtle" size="compact-xs" onClick={onAll} disabled={disabled} data-testid={`${testId}-all`}>
              {t('funds.common.all')}
            </Button>
          )}
        </Group>
      }
      classNames={{ input: 'num' }}
      data-testid={testId}
    />
  );
}
