import { useTranslation } from 'react-i18next';
import { useConfigValue } from '../api/get-config';

/** The platform name from config `siteName`, else the catalogue's name. */
export function useSiteName(): string {
  const { t } = useTranslation();
  return useConfigValue('siteName') || t('app.name');
}
