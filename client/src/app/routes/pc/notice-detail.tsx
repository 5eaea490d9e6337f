import { Button, Container, Stack } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useNoticeDetail } from '../../../features/content/api/get-notice-detail';
import { ArticleView } from '../../../features/content/components/article-view';
import { useIdParam } from '../navigation';

export default function PcNoticeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  const query = useNoticeDetail(id);
  if (id === null) return <Navigate to="/404" replace />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Button
          variant="subtle"
          leftSection={<IconChevronLeft size={16} />}
          onClick={() => navigate('/pc/article/message?tab=notices')}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('content.notices')}
        </Button>
        <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
          {query.data && <ArticleView {...query.data} />}
        </QueryState>
      </Stack>
    </Container>
  );
}
