import { useNavigate } from 'react-router-dom';
import { MessageList } from '../../../features/content/components/article-list';

/** Mobile news tab: the message centre list. */
export default function WpNewsPage() {
  const navigate = useNavigate();
  return <MessageList onOpen={(id) => navigate(`/wp/article/message/detail?id=${id}`)} />;
}
