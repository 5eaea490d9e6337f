import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { CAP_MAX, CAP_MIN, COPY_CURRENCY, capProblem, RATIO_MAX, RATIO_MIN, ratioProblem } from '../terms';

export interface Terms {
  ratio: string;
  cap: string;
}

/** Whether the typed terms are ones the server takes (it checks them again, with its own message). */
export const termsValid = (v: Terms) => ratioProblem(v.ratio) === null && capProblem(v.cap) === null;

/** The ratio and the cap, side by side, each saying its range and what is wrong with it. */
export function TermsFields({ value, onChange, testId }: { value: Terms; onChange: (v: Terms) => void; testId: string }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const ratioBad = ratioProblem(value.ratio);
  const capBad = capProblem(value.cap);
  const capRange = { min: f.decimal(CAP_MIN), max: f.decimal(CAP_MAX) };
  return (
    <SimpleGrid cols={2} spacing="xs">
      <TextInput
        label={t('copyTrading.ratio')}
        description={t('copyTrading.dialog.ratioHint', { min: RATIO_MIN, max: RATIO_MAX })}
        value={value.ratio}
        onChange={(e) => onChange({ ...value, ratio: e.currentTarget.value })}
        inputMode="decimal"
        rightSection="×"
        error={ratioBad && t(`copyTrading.problem.ratio_${ratioBad}`, { min: RATIO_MIN, max: RATIO_MAX })}
        data-testid={`${testId}-ratio`}
      />
      <TextInput
        label={t('copyTrading.cap', { currency: COPY_CURRENCY })}
        description={t('copyTrading.dialog.capHint', capRange)}
        value={value.cap}
        onChange={(e) => onChange({ ...value, cap: e.currentTarget.value })}
        inputMode="decimal"
        error={capBad && t(`copyTrading.problem.cap_${capBad}`, capRange)}
        data-testid={`${testId}-cap`}
      />
    </SimpleGrid>
  );
}
