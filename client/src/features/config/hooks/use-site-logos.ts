// The site logos: config `logo` (header, kept as `webLogo`) and `loginLogo` (login and home
// screens, kept as `homeLogo`). The stored values show at once on the next visit; a failed
// read leaves them unset.
import { useEffect } from 'react';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { useConfigValue } from '../api/get-config';

export function useSiteLogos(): { logo: string | null; loginLogo: string | null } {
  const logo = useConfigValue('logo');
  const loginLogo = useConfigValue('loginLogo');
  useEffect(() => {
    if (logo) storage.set(STORAGE_KEYS.webLogo, logo);
  }, [logo]);
  useEffect(() => {
    if (loginLogo) storage.set(STORAGE_KEYS.homeLogo, loginLogo);
  }, [loginLogo]);
  return {
    logo: logo ?? storage.get(STORAGE_KEYS.webLogo),
    loginLogo: loginLogo ?? storage.get(STORAGE_KEYS.homeLogo),
  };
}
