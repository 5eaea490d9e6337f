// Theme choice stored under `appTheme` ('dark' | 'light'); dark is the default (spec
// sections 1 and 9). Used as Mantine's colour-scheme manager.
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS, storage } from './storage';

export type AppTheme = 'dark' | 'light';
export const DEFAULT_THEME: AppTheme = 'dark';

export function storedTheme(): AppTheme {
  const value = storage.get(STORAGE_KEYS.theme);
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

export function appThemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | null = null;
  return {
    get: () => storedTheme(),
    set: (value: MantineColorScheme) => {
      storage.set(STORAGE_KEYS.theme, value === 'light' ? 'light' : 'dark');
    },
    // Only changes made in another tab: set() itself must not call back (it would loop).
    subscribe: (onUpdate) => {
      const listener = (event: StorageEvent) => {
        if (event.key === STORAGE_KEYS.theme) onUpdate(storedTheme());
      };
      window.addEventListener('storage', listener);
      unsubscribe = () => window.removeEventListener('storage', listener);
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = null;
    },
    clear: () => storage.remove(STORAGE_KEYS.theme),
  };
}
