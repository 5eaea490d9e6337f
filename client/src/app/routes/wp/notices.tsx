import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useNotices } from '../../../features/content/api/get-notices';
import { ArticleList } from '../../../features/content/components/article-list';

/** Mobile notice tab: the list of notices. */
export default function WpNoticesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = useNotices();
  return (
    <QueryState
      isPending={notices.isPending}
      isError={notices.isError}
      isEmpty={notices.data?.length === 0}
      emptyText={t('content.noNotices')}
      onRetry={() => void notices.refetch()}
    >
      <ArticleList items={notices.data ?? []} onOpen={(id) => navigate(`/wp/notice/detail?id=${id}`)} testId="notice-list" />
    </QueryState>
  );
}
