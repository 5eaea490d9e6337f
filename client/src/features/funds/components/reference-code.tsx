import { Group, Paper, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { QueryState } from '../../../components/query-state';
import type { BankReference } from '../types';

/**
 * The reference code a bank transfer quotes in its remark (decision 088), large and with a copy
 * button: staff match the transfer that arrives to the deposit request by it.
 */
export function ReferenceCode({ query, compact }: { query: UseQueryResult<BankReference>; compact?: boolean }) {
  const { t } = useTranslation('funds');
  const label = t('bankReference.label');
  return (
    <Paper radius="md" p="sm" bg="var(--mantine-primary-color-light)" data-testid="recharge-reference-box">
      <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} minHeight={64}>
        {query.data && (
          <>
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text
                fz={compact ? 24 : 28}
                fw={700}
                lh={1.3}
                ff="monospace"
                style={{ letterSpacing: '0.08em', overflowWrap: 'anywhere' }}
                data-testid="recharge-reference"
              >
                {query.data.reference}
              </Text>
              <CopyButton
                value={query.data.reference}
                label={t('funds.recharge.copyField', { field: label })}
                testId="recharge-reference-copy"
              />
            </Group>
            <Text fz="sm" fw={500} mt={4}>
              {t('bankReference.hint')}
            </Text>
          </>
        )}
      </QueryState>
    </Paper>
  );
}
