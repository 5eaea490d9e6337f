import { UnstyledButton } from '@mantine/core';
import { IconChartLine, IconHome, IconNews, IconSpeakerphone, IconTransfer, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUnreadCounts } from '../../../features/content/api/get-unread-counts';
import { UnreadIndicator } from '../../../features/content/components/notification-bell';
import type { TabKey } from '../../route-handle';

const TABS: { key: TabKey; to: string; icon: typeof IconHome }[] = [
  { key: 'home', to: '/wp/home', icon: IconHome },
  { key: 'news', to: '/wp/article/message', icon: IconNews },
  { key: 'notice', to: '/wp/notice', icon: IconSpeakerphone },
  { key: 'quotes', to: '/wp/quotes/list', icon: IconChartLine },
  { key: 'trade', to: '/wp/trade', icon: IconTransfer },
  { key: 'my', to: '/wp/user/dashboard', icon: IconUser },
];

/** Mobile bottom tabs: home, news, notice, quotes, trade, my. */
export function WpTabBar({ active }: { active: TabKey | undefined }) {
  const { t } = useTranslation();
  return (
    <nav className="wp-tabbar" data-testid="tab-bar">
      {TABS.map((tab) => (
        <UnstyledButton
          key={tab.key}
          component={Link}
          to={tab.to}
          replace
          className="wp-tab"
          data-active={tab.key === active || undefined}
          aria-current={tab.key === active ? 'page' : undefined}
          data-testid={`tab-${tab.key}`}
        >
          {tab.key === 'my' ? <MyTabIcon active={tab.key === active} /> : <tab.icon size={22} stroke={tab.key === active ? 2.2 : 1.6} />}
          <span>{t(`tabs.${tab.key}`)}</span>
        </UnstyledButton>
      ))}
    </nav>
  );
}

/** The "My" tab's icon with the unread notifications as a badge. */
function MyTabIcon({ active }: { active: boolean }) {
  const total = useUnreadCounts()?.total ?? 0;
  return (
    <UnreadIndicator total={total} small testId="tab-my-badge">
      <IconUser size={22} stroke={active ? 2.2 : 1.6} />
    </UnreadIndicator>
  );
}
