import { Drawer, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContractSetting } from '../../../../../../shared/schemas/admin-contract.ts';
import { PagedList } from '../../components/paged-list';
import { type PositionFilters as Filters, useContractPositions } from '../api/get-contract-positions';
import { PositionDetail } from './position-detail';
import { PositionFilters } from './position-filters';
import { PositionTable } from './position-table';

const PAGE_SIZE = 20;

/** Every customer's positions: filters, a page of them, paging, and a read-only detail drawer. */
export function PositionList({ products }: { products: AdminContractSetting[] }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useContractPositions(filters, page, PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('admin.contract.readOnly')}
      </Text>
      <PositionFilters
        products={products}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      <PagedList
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        total={(count) => t('admin.contract.total', { count })}
        empty={t('admin.contract.empty')}
        testId="position"
      >
        {(items) => <PositionTable positions={items} onOpen={setOpen} />}
      </PagedList>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="xl"
        title={open === null ? '' : t('admin.contract.detailTitle', { id: open })}
      >
        {open !== null && <PositionDetail id={open} />}
      </Drawer>
    </Stack>
  );
}
