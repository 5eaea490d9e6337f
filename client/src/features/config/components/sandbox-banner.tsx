import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSandbox } from '../hooks/use-sandbox';

/**
 * One line along the top of every screen of a sandbox (decision 097): its real wallet holds
 * valueless test money. `data-sandbox` on the root gives the banner its height, and moves the
 * headers that stick to the top (and the back office's frame) below it (app.css).
 */
export function SandboxBanner() {
  const { t } = useTranslation();
  const sandbox = useSandbox();
  useEffect(() => {
    if (!sandbox) return;
    const root = document.documentElement;
    root.setAttribute('data-sandbox', '');
    return () => root.removeAttribute('data-sandbox');
  }, [sandbox]);
  if (!sandbox) return null;
  return (
    <div role="note" className="sandbox-banner" data-testid="sandbox-banner">
      <span>{t('sandbox.banner')}</span>
    </div>
  );
}
