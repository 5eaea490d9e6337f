import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Dark/light switch; the choice is stored under `appTheme` by the colour-scheme manager. */
export function useThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  return { dark: scheme === 'dark', toggle: () => setColorScheme(scheme === 'dark' ? 'light' : 'dark') };
}

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { dark, toggle } = useThemeToggle();
  const label = dark ? t('theme.toLight') : t('theme.toDark');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid="theme-switch"
      data-theme={dark ? 'dark' : 'light'}
    >
      {dark ? <IconSun size={20} /> : <IconMoon size={20} />}
    </ActionIcon>
  );
}
