import { Button, Container, Stack } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useMessageDetail } from '../../../features/content/api/get-message-detail';
import { ArticleView } from '../../../features/content/components/article-view';
import { useIdParam } from '../navigation';

export default function PcMessageDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  const query = useMessageDetail(id);
  if (id === null) return <Navigate to="/404" replace />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Button
          variant="subtle"
          leftSection={<IconChevronLeft size={16} />}
          onClick={() => navigate('/pc/article/message')}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('route.messages')}
        </Button>
        <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
          {query.data && <ArticleView {...query.data} />}
        </QueryState>
      </Stack>
    </Container>
  );
}
