import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './page-loader';

interface Props {
  isPending: boolean;
  isError: boolean;
  isEmpty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
  minHeight?: number;
}

/** Loading, error and empty states around a query's content. */
export function QueryState({ isPending, isError, isEmpty, emptyText, onRetry, children, minHeight = 160 }: Props) {
  const { t } = useTranslation();
  if (isPending) return <PageLoader minHeight={minHeight} />;
  if (isError) {
    return (
      <Center mih={minHeight}>
        <Stack align="center" gap="xs">
          <Text c="dimmed">{t('common.loadFailed')}</Text>
          {onRetry && (
            <Button variant="default" size="xs" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </Stack>
      </Center>
    );
  }
  if (isEmpty) {
    return (
      <Center mih={minHeight}>
        <Text c="dimmed" data-testid="empty-state">
          {emptyText ?? t('common.noData')}
        </Text>
      </Center>
    );
  }
  return <>{children}</>;
}
