import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useThemeToggle } from './theme-switch';

/** The theme switch as a labelled row control (mobile menus). */
export function ThemeSwitchRow() {
  const { t } = useTranslation();
  const { dark, toggle } = useThemeToggle();
  return (
    <Switch
      checked={dark}
      onChange={toggle}
      label={t('theme.label')}
      labelPosition="left"
      styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
      data-testid="theme-switch"
      data-theme={dark ? 'dark' : 'light'}
    />
  );
}
