import { Image, UnstyledButton } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import ChatUnreadBadge from './chat-unread-badge';
import { useTranslation } from 'react-i18next';
import { imageUrl, siteUrl } from '../../../lib/env';
import { useSession } from '../../../lib/session';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { useCustomers } from '../api/get-customers';
import { customerEntryProps, isOwnChatUrl } from '../hooks/use-customer-overlay';

/** Set on <html> while the dock is shown, with its number of entries: the pages make room for it (app.css). */
const DOCK_ATTRIBUTE = 'data-kefu-dock';
const DOCK_ENTRIES = '--kefu-dock-n';

/**
 * The floating customer-service icons (entries with levitate and isEnable Y), docked as a slim
 * column on the right edge of every page, low (above the phone's tab bar). The desktop keeps a
 * gutter of its width free of content; a phone uses its whole width and the dock floats over
 * the page, whose bottom padding lets the last content scroll up clear of it (decision 075).
 * Our own chat's icon carries the count of staff messages not read yet.
 */
export function CustomerServiceFloat({ bottom }: { bottom: number }) {
  const { t } = useTranslation();
  const { data } = useCustomers();
  const shown = Boolean(data && data.length > 0);
  const { token } = useSession();
  // our chat's unread badge, for someone who has a conversation: a customer, or a visitor who chatted
  const visitor = useSyncExternalStore(storage.subscribe, () => storage.get(STORAGE_KEYS.chatVisitor) !== null);
  const badge = token !== null || visitor;
  const entries = data?.length ?? 0;
  useEffect(() => {
    if (!shown) return undefined;
    const root = document.documentElement;
    root.setAttribute(DOCK_ATTRIBUTE, '');
    root.style.setProperty(DOCK_ENTRIES, String(entries));
    return () => {
      root.removeAttribute(DOCK_ATTRIBUTE);
      root.style.removeProperty(DOCK_ENTRIES);
    };
  }, [shown, entries]);
  if (!data || !shown) return null;
  return (
    <nav className="kefu-dock" style={{ bottom }} aria-label={t('kefu.title')} data-testid="kefu-float">
      {data.map((entry) => {
        const src = imageUrl(entry.customerLogo);
        const label = entry.name || t('kefu.open');
        return (
          <UnstyledButton
            key={entry.id}
            title={label}
            className="kefu-dock-button"
            {...customerEntryProps(entry.customerUrl, siteUrl)}
            aria-label={label}
            data-testid={`kefu-float-${entry.id}`}
          >
            {src ? <Image src={src} alt="" w={24} h={24} fit="contain" /> : <IconHeadset size={22} />}
            {badge && isOwnChatUrl(entry.customerUrl) && (
              <Suspense fallback={null}>
                <ChatUnreadBadge />
              </Suspense>
            )}
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
