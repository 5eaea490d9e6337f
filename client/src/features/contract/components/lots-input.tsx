import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount, trimZeros } from '../../../../../shared/money.ts';
import { LOT_SCALE } from '../../../../../shared/contract.ts';
import { useFormat } from '../../../lib/format';
import { lotSizeOf } from '../lot-size';
import { lotsProblem, stepLots } from '../order-form';
import type { ContractSetting } from '../types';

interface Props {
  value: string;
  onChange: (lots: string) => void;
  /** The product's lot limits; with its contract size and symbol, the field also says what a lot is (issue 37). */
  limits:
    | (Pick<ContractSetting, 'lotStep' | 'minLots' | 'maxLots'> & Partial<Pick<ContractSetting, 'contractSize' | 'symbol'>>)
    | undefined;
  testId: string;
  label?: string;
}

/**
 * What one lot of the product is ("1 lot = 10 SOL"), what the typed lots come to, and a tooltip
 * saying that margin, fees and P/L are counted on it.
 */
function LotSize({ setting, lots, testId }: { setting: Pick<ContractSetting, 'contractSize' | 'symbol'>; lots: string; testId: string }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const lot = lotSizeOf(setting, problemFree(lots));
  const { unit } = lot;
  // (in the locale's digits: "1 Lot = 100.000 EUR")
  const size = fmt.decimal(lot.size);
  const units = lot.units === undefined ? undefined : fmt.decimal(lot.units);
  return (
    <Group gap={4} wrap="wrap" component="span" data-testid={`${testId}-lot-size`} data-size={lot.size} data-unit={unit}>
      <span style={NO_WRAP}>{t('lotSize.perLot', { size, unit })}</span>
      {units !== undefined && <span style={NO_WRAP}>· {t('lotSize.amount', { lots: fmt.decimal(trimZeros(lots)), units, unit })}</span>}
      <Tooltip label={t('lotSize.explain', { size, unit })} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon variant="transparent" size="xs" c="dimmed" aria-label={t('lotSize.explain', { size, unit })}>
          <IconInfoCircle size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const LOTS = /^\d+(?:\.\d+)?$/;
/** Lots worth converting (a whole decimal), or undefined. */
const problemFree = (lots: string) => (LOTS.test(lots) ? lots : undefined);

/** Lots typed or moved by the product's step with − and + (large enough for a thumb), and what a lot is. */
export function LotsInput({ value, onChange, limits, testId, label }: Props) {
  const { t } = useTranslation('trade');
  const problem = value && limits ? lotsProblem(value, limits) : null;
  const step = (direction: 1 | -1) => limits && onChange(stepLots(value, limits, direction));
  const { contractSize, symbol } = limits ?? {};
  return (
    <TextInput
      label={label ?? t('contract.lots')}
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(sanitizeAmount(e.currentTarget.value, LOT_SCALE))}
      error={
        problem && limits ? t(`contract.lotsProblem.${problem}`, { min: limits.minLots, max: limits.maxLots, step: limits.lotStep }) : null
      }
      description={
        limits ? (
          <Stack gap={2} component="span">
            <Text component="span" inherit>
              {t('contract.lotsHint', { min: limits.minLots, max: limits.maxLots, step: limits.lotStep })}
            </Text>
            {contractSize && symbol && <LotSize setting={{ contractSize, symbol }} lots={value} testId={testId} />}
          </Stack>
        ) : undefined
      }
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
