import { ActionIcon, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount } from '../../../../../shared/money.ts';
import { LOT_SCALE } from '../../../../../shared/contract.ts';
import { lotsProblem, stepLots } from '../order-form';
import type { ContractSetting } from '../types';

interface Props {
  value: string;
  onChange: (lots: string) => void;
  limits: Pick<ContractSetting, 'lotStep' | 'minLots' | 'maxLots'> | undefined;
  testId: string;
  label?: string;
}

/** Lots typed or moved by the product's step with − and + (large enough for a thumb). */
export function LotsInput({ value, onChange, limits, testId, label }: Props) {
  const { t } = useTranslation('trade');
  const problem = value && limits ? lotsProblem(value, limits) : null;
  const step = (direction: 1 | -1) => limits && onChange(stepLots(value, limits, direction));
  return (
    <TextInput
      label={label ?? t('contract.lots')}
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(sanitizeAmount(e.currentTarget.value, LOT_SCALE))}
      error={
        problem && limits ? t(`contract.lotsProblem.${problem}`, { min: limits.minLots, max: limits.maxLots, step: limits.lotStep }) : null
      }
      description={limits ? t('contract.lotsHint', { min: limits.minLots, max: limits.maxLots, step: limits.lotStep }) : undefined}
      data-testid={testId}
      // the hint under the field: beside another input the two fields stay level
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      leftSection={
        <ActionIcon variant="subtle" size="lg" onClick={() => step(-1)} aria-label={t('contract.lotsLess')} data-testid={`${testId}-less`}>
          <IconMinus size={16} />
        </ActionIcon>
      }
      rightSection={
        <ActionIcon variant="subtle" size="lg" onClick={() => step(1)} aria-label={t('contract.lotsMore')} data-testid={`${testId}-more`}>
          <IconPlus size={16} />
        </ActionIcon>
      }
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      styles={{ input: { textAlign: 'center' } }}
    />
  );
}
