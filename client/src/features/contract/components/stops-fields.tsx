import { SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount } from '../../../../../shared/money.ts';
import type { StopProblem } from '../order-form';
import type { ContractSide } from '../types';

/** The typed stop-loss and take-profit (empty = not set). */
export interface StopInputs {
  stopLoss: string;
  takeProfit: string;
  setStopLoss: (price: string) => void;
  setTakeProfit: (price: string) => void;
}

export function useStopInputs(stopLoss: string | null = null, takeProfit: string | null = null): StopInputs {
  const [sl, setStopLoss] = useState(stopLoss ?? '');
  const [tp, setTakeProfit] = useState(takeProfit ?? '');
  return { stopLoss: sl, takeProfit: tp, setStopLoss, setTakeProfit };
}

interface Props {
  stops: StopInputs;
  /** Decimals a price of the product has. */
  precision: number;
  problems: { stopLoss: StopProblem | null; takeProfit: StopProblem | null };
  /** The side the prices are for; without it only an unreadable price is shown as an error. */
  side?: ContractSide;
  testPrefix: string;
}

/** Stop-loss and take-profit, side by side, optional (empty = not set). */
export function StopsFields({ stops, precision, problems, side, testPrefix }: Props) {
  const { t } = useTranslation('trade');
  const message = (p: StopProblem | null) => {
    if (p === 'format') return t('contract.stopProblem.format');
    return p && side ? t(`contract.stopProblem.${p}.${side}`) : null;
  };
  const fields = [
    { key: 'sl', label: t('contract.stopLoss'), value: stops.stopLoss, onChange: stops.setStopLoss, problem: problems.stopLoss },
    { key: 'tp', label: t('contract.takeProfit'), value: stops.takeProfit, onChange: stops.setTakeProfit, problem: problems.takeProfit },
  ];
  return (
    <SimpleGrid cols={2} spacing="sm">
      {fields.map((f) => (
        <TextInput
          key={f.key}
          label={f.label}
          placeholder={t('contract.optional')}
          inputMode="decimal"
          value={f.value}
          onChange={(e) => f.onChange(sanitizeAmount(e.currentTarget.value, precision))}
          error={message(f.problem)}
          data-testid={`${testPrefix}-${f.key}`}
        />
      ))}
    </SimpleGrid>
  );
}
