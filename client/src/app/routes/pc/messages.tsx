import { Container, Stack, Tabs, Title } from '@mantine/core';
import { IconMail, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useMessages } from '../../../features/content/api/get-messages';
import { useNotices } from '../../../features/content/api/get-notices';
import { ArticleList } from '../../../features/content/components/article-list';

/** Desktop message centre: messages and notices. */
export default function PcMessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'notices' ? 'notices' : 'messages';
  const messages = useMessages();
  const notices = useNotices();

  return (
    <Container size="md" py="xl" data-testid="pc-messages">
      <Stack gap="lg">
        <Title order={2}>{t('route.messages')}</Title>
        <Tabs value={tab} onChange={(v) => setParams(v === 'notices' ? { tab: 'notices' } : {}, { replace: true })}>
          <Tabs.List>
            <Tabs.Tab value="messages" leftSection={<IconMail size={16} />} data-testid="messages-tab">
              {t('content.messages')}
            </Tabs.Tab>
            <Tabs.Tab value="notices" leftSection={<IconSpeakerphone size={16} />} data-testid="notices-tab">
              {t('content.notices')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="messages" pt="md">
            <QueryState
              isPending={messages.isPending}
              isError={messages.isError}
              isEmpty={messages.data?.length === 0}
              emptyText={t('content.noMessages')}
              onRetry={() => void messages.refetch()}
            >
              <ArticleList
                items={(messages.data ?? []).map((m) => ({ ...m, badge: m.broadcast ? t('content.broadcast') : t('content.personal') }))}
                onOpen={(id) => navigate(`/pc/article/message/detail?id=${id}`)}
                testId="message-list"
              />
            </QueryState>
          </Tabs.Panel>
          <Tabs.Panel value="notices" pt="md">
            <QueryState
              isPending={notices.isPending}
              isError={notices.isError}
              isEmpty={notices.data?.length === 0}
              emptyText={t('content.noNotices')}
              onRetry={() => void notices.refetch()}
            >
              <ArticleList items={notices.data ?? []} onOpen={(id) => navigate(`/pc/article/notice/detail?id=${id}`)} testId="notice-list" />
            </QueryState>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
