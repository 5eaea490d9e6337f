import { Navigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useMessageDetail } from '../../../features/content/api/get-message-detail';
import { ArticleView } from '../../../features/content/components/article-view';
import { useIdParam } from '../navigation';

export default function WpMessageDetailPage() {
  const id = useIdParam();
  const query = useMessageDetail(id);
  if (id === null) return <Navigate to="/404" replace />;
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {query.data && <ArticleView {...query.data} />}
    </QueryState>
  );
}
