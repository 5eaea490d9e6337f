import { Container, Stack, Tabs, Title } from '@mantine/core';
import { IconMail, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NoticeList } from '../../../features/content/components/article-list';
import { centreTabOf, NotificationCentre } from '../../../features/content/components/notification-centre';

/** Desktop message centre: the notification centre (grouped, ?group=) and notices. */
export default function PcMessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'notices' ? 'notices' : 'messages';

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
            <NotificationCentre
              tab={centreTabOf(params.get('group'))}
              onTab={(group) => setParams(group === 'all' ? {} : { group }, { replace: true })}
              onOpen={(id) => navigate(`/pc/article/message/detail?id=${id}`)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="notices" pt="md">
            <NoticeList onOpen={(id) => navigate(`/pc/article/notice/detail?id=${id}`)} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
