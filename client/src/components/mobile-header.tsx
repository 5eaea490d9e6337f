import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

interface Props {
  title?: ReactNode;
  /** Shows a back button; `true` goes back in history (or to `fallback`). */
  back?: boolean;
  fallback?: string;
  left?: ReactNode;
  right?: ReactNode;
}

/** App-like top bar of the mobile interface. */
export function MobileHeader({ title, back, fallback = '/wp/home', left, right }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <Box component="header" className="wp-header" data-titled={(title && !left && !right) || undefined} data-testid="wp-header">
      <Group h="100%" px="xs" justify="space-between" wrap="nowrap" gap={title ? 4 : 'md'}>
        <Box className="wp-header-side">
          {back ? (
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={goBack} aria-label={t('common.back')} data-testid="wp-back">
              <IconChevronLeft size={24} />
            </ActionIcon>
          ) : (
            left
          )}
        </Box>
        <Text fw={600} fz="md" className="wp-header-title">
          {title}
        </Text>
        <Group className="wp-header-side" justify="flex-end" gap={4} wrap="nowrap">
          {right}
        </Group>
      </Group>
    </Box>
  );
}
