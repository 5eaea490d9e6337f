import { Navigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useNoticeDetail } from '../../../features/content/api/get-notice-detail';
import { ArticleView } from '../../../features/content/components/article-view';
import { useIdParam } from '../navigation';

export default function WpNoticeDetailPage() {
  const id = useIdParam();
  const query = useNoticeDetail(id);
  if (id === null) return <Navigate to="/404" replace />;
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {query.data && <ArticleView {...query.data} />}
    </QueryState>
  );
}
