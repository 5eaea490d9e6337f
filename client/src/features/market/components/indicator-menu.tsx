// The chart's indicator choice (issue 37): overlays on the prices (MA, EMA, BOLL) and panes
// under them (VOL, MACD, RSI), each a check item of one menu; remembered on the device.
import { Checkbox, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Indicator, MAIN_INDICATORS, SUB_INDICATORS } from '../indicators';

export function IndicatorMenu({ chosen, onToggle }: { chosen: readonly Indicator[]; onToggle: (indicator: Indicator) => void }) {
  const { t } = useTranslation('trade');
  const item = (indicator: Indicator) => {
    const on = chosen.includes(indicator);
    return (
      <Menu.Item
        key={indicator}
        closeMenuOnClick={false}
        role="menuitemcheckbox"
        aria-checked={on}
        onClick={() => onToggle(indicator)}
        data-testid={`indicator-${indicator}`}
        leftSection={<Checkbox checked={on} readOnly tabIndex={-1} size="xs" aria-hidden />}
      >
        {t(`chart.indicators.${indicator}`)}
      </Menu.Item>
    );
  };
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className="chart-tool" data-testid="indicator-menu">
          {t('chart.indicators.title')} ▾
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="indicator-menu-list">
        <Menu.Label>{t('chart.indicators.overlays')}</Menu.Label>
        {MAIN_INDICATORS.map(item)}
        <Menu.Label>{t('chart.indicators.panes')}</Menu.Label>
        {SUB_INDICATORS.map(item)}
      </Menu.Dropdown>
    </Menu>
  );
}
