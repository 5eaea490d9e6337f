import { useNavigate } from 'react-router-dom';
import { NoticeList } from '../../../features/content/components/article-list';

/** Mobile notice tab: the list of notices. */
export default function WpNoticesPage() {
  const navigate = useNavigate();
  return <NoticeList onOpen={(id) => navigate(`/wp/notice/detail?id=${id}`)} />;
}
