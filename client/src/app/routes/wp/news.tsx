import { Tabs } from '@mantine/core';
import { IconMail, IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { centreTabOf, NotificationCentre } from '../../../features/content/components/notification-centre';
import { NewsList } from '../../../features/content/components/news';

/** Mobile news tab: news articles, and the message centre beside them (?tab=messages). */
export default function WpNewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'messages' ? 'messages' : 'news';
  return (
    <Tabs value={tab} onChange={(v) => setParams(v === 'messages' ? { tab: 'messages' } : {}, { replace: true })}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="news" leftSection={<IconNews size={16} />} data-testid="news-tab">
          {t('route.news')}
        </Tabs.Tab>
        <Tabs.Tab value="messages" leftSection={<IconMail size={16} />} data-testid="messages-tab">
          {t('content.messages')}
        </Tabs.Tab>
      </Tabs.List>
      {/* only the open tab's list is rendered (and fetched) */}
      {tab === 'news' ? (
        <NewsList onOpen={(id) => navigate(`/wp/news/detail?id=${id}`)} />
      ) : (
        <NotificationCentre
          tab={centreTabOf(params.get('group'))}
          onTab={(group) => setParams(group === 'all' ? { tab: 'messages' } : { tab: 'messages', group }, { replace: true })}
          onOpen={(id) => navigate(`/wp/article/message/detail?id=${id}`)}
        />
      )}
    </Tabs>
  );
}
