// The locales a visitor can pick: the server's language list (with flag images) limited to
// the client's catalogues and to visible entries; without the list, the built-in locales
// with names from Intl.DisplayNames.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../../shared/locales.ts';
import { changeLocale, currentLocale, isLocale, VISIBLE_LOCALES } from '../../../lib/i18n';
import { useLanguages } from '../api/get-languages';

export interface LocaleOption {
  locale: Locale;
  name: string;
  /** Image-store path of the flag. */
  flag: string | null;
}

function displayName(locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

export function useLocaleChoice() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useLanguages();
  const options = useMemo<LocaleOption[]>(() => {
    const fromServer = (data ?? []).filter((l) => l.isShow && isLocale(l.flag));
    if (fromServer.length > 0) {
      return fromServer.map((l) => ({ locale: l.flag as Locale, name: l.name, flag: l.logo || null }));
    }
    return VISIBLE_LOCALES.map((locale) => ({ locale, name: displayName(locale), flag: null }));
  }, [data]);
  const flagOf = (locale: Locale) => data?.find((l) => l.flag === locale)?.logo || null;
  const active = isLocale(i18n.language) ? i18n.language : currentLocale();
  return {
    options,
    active,
    activeName: options.find((o) => o.locale === active)?.name ?? displayName(active),
    activeFlag: flagOf(active),
    // what the server wrote in the old language (notices, banners, messages, news: decision
    // 029) is fetched again with the new Accept-Language
    change: async (locale: Locale) => {
      await changeLocale(locale);
      await queryClient.invalidateQueries();
    },
  };
}
