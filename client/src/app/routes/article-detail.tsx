import { Button, Container, Stack } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { ArticleDetail } from '../../features/content/components/article-detail';
import type { Device } from '../../lib/device';
import { useIdParam } from './navigation';

/** Where the desktop detail pages lead back to: the message centre, on the tab of the kind. */
const BACK = {
  message: { to: '/pc/article/message', label: 'route.messages' },
  notice: { to: '/pc/article/message?tab=notices', label: 'content.notices' },
} as const;

/**
 * A message or a notice by its ?id= (a missing or malformed id shows the 404 screen):
 * /pc/article/message/detail, /pc/article/notice/detail (with a way back to the list),
 * /wp/article/message/detail and /wp/notice/detail (the mobile header has the back button).
 */
export default function ArticleDetailPage({ kind, device }: { kind: 'message' | 'notice'; device: Device }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  if (id === null) return <Navigate to="/404" replace />;
  if (device === 'wp') return <ArticleDetail kind={kind} id={id} />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Button
          variant="subtle"
          leftSection={<IconChevronLeft size={16} />}
          onClick={() => navigate(BACK[kind].to)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(BACK[kind].label)}
        </Button>
        <ArticleDetail kind={kind} id={id} />
      </Stack>
    </Container>
  );
}
