import { Badge, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useCreditHistory } from '../api/get-credit-history';
import type { CreditPageData } from '../types';
import { PagedRows } from './paged-rows';

function CreditHistoryList() {
  const { t } = useTranslation('account');
  const f = useFormat();
  const [page, setPage] = useState(1);
  const query = useCreditHistory(page);
  return (
    <PagedRows<CreditPageData['items'][number]>
      query={query}
      page={page}
      onPage={setPage}
      emptyText={t('account.creditEmpty')}
      testId="credit-history"
      row={(c) => ({
        key: c.id,
        title: c.reason,
        sub: f.dateTime(c.createdAt),
        end: (
          <Badge variant="light" color={c.after >= c.before ? 'green' : 'red'} className="num">
            {c.before} → {c.after}
          </Badge>
        ),
      })}
    />
  );
}

/** The credit score's changes with their reasons (newest first), and what the score is not. */
export function CreditHistoryModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Modal opened={opened} onClose={onClose} title={t('account.creditHistory')} centered>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('account.creditNote')}
      </Text>
      {opened && <CreditHistoryList />}
    </Modal>
  );
}
