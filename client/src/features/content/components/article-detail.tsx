import { QueryState } from '../../../components/query-state';
import { useMessageDetail } from '../api/get-message-detail';
import { useNoticeDetail } from '../api/get-notice-detail';
import { ArticleView } from './article-view';

/** A message or a notice in full, with its loading and error states. */
export function ArticleDetail({ kind, id }: { kind: 'message' | 'notice'; id: number }) {
  // (the other kind's query stays disabled)
  const message = useMessageDetail(kind === 'message' ? id : null);
  const notice = useNoticeDetail(kind === 'notice' ? id : null);
  const query = kind === 'message' ? message : notice;
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {query.data && <ArticleView {...query.data} />}
    </QueryState>
  );
}
