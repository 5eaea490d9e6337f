import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useMessages } from '../../../features/content/api/get-messages';
import { ArticleList } from '../../../features/content/components/article-list';

/** Mobile news tab: the message centre list. */
export default function WpNewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messages = useMessages();
  return (
    <QueryState
      isPending={messages.isPending}
      isError={messages.isError}
      isEmpty={messages.data?.length === 0}
      emptyText={t('content.noMessages')}
      onRetry={() => void messages.refetch()}
    >
      <ArticleList
        items={(messages.data ?? []).map((m) => ({ ...m, badge: m.broadcast ? t('content.broadcast') : t('content.personal') }))}
        onOpen={(id) => navigate(`/wp/article/message/detail?id=${id}`)}
        testId="message-list"
      />
    </QueryState>
  );
}
