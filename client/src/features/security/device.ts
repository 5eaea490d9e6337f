// A session's or login's user agent as people read it: "Chrome 131 · Windows" (shared/user-agent.ts).
import { useTranslation } from 'react-i18next';
import { type DeviceInfo, deviceOf } from '../../../../shared/user-agent.ts';

export function useDeviceOf(): (userAgent: string) => DeviceInfo & { label: string } {
  const { t } = useTranslation('account');
  return (userAgent) => {
    const device = deviceOf(userAgent);
    const label = [device.browser, device.os].filter(Boolean).join(' · ');
    return { ...device, label: label || t('security.device.unknown') };
  };
}
