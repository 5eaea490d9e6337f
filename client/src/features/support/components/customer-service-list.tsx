import { Group, Image, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { imageUrl, siteUrl } from '../../../lib/env';
import { useCustomers } from '../api/get-customers';
import { customerEntryProps } from '../hooks/use-customer-overlay';

/** The customer-service entries as a list (the Kefu screen). */
export function CustomerServiceList() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useCustomers();
  return (
    <QueryState isPending={isPending} isError={isError} isEmpty={data?.length === 0} onRetry={() => void refetch()}>
      <Paper withBorder radius="md" className="list-card" data-testid="kefu-list">
        {data?.map((entry) => {
          const src = imageUrl(entry.customerLogo);
          return (
            <UnstyledButton
              key={entry.id}
              className="list-row"
              {...customerEntryProps(entry.customerUrl, siteUrl)}
              data-testid={`kefu-entry-${entry.id}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={40} radius="xl" variant="light">
                    {src ? <Image src={src} alt="" w={26} h={26} fit="contain" /> : <IconHeadset size={22} />}
                  </ThemeIcon>
                  <div>
                    <Text fw={500}>{entry.name || t('kefu.title')}</Text>
                    <Text fz="xs" c="dimmed">
                      {t('kefu.subtitle')}
                    </Text>
                  </div>
                </Group>
                <IconChevronRight size={18} color="var(--mantine-color-dimmed)" />
              </Group>
            </UnstyledButton>
          );
        })}
      </Paper>
    </QueryState>
  );
}
