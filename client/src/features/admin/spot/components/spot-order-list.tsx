import { Drawer, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSpotMarket } from '../../../../../../shared/schemas/admin-spot.ts';
import { PagedList } from '../../components/paged-list';
import { type SpotOrderFilters as Filters, useSpotOrders } from '../api/get-spot-orders';
import { SpotOrderDetail } from './spot-order-detail';
import { SpotOrderFilters } from './spot-order-filters';
import { SpotOrderTable } from './spot-order-table';

const PAGE_SIZE = 20;

/** Every customer's spot orders: filters, a page of them, paging, and a read-only detail drawer. */
export function SpotOrderList({ markets }: { markets: AdminSpotMarket[] }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useSpotOrders(filters, page, PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('admin.spot.readOnly')}
      </Text>
      <SpotOrderFilters
        markets={markets}
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
        total={(count) => t('admin.spot.total', { count })}
        empty={t('admin.spot.empty')}
        testId="spot-order"
      >
        {(items) => <SpotOrderTable orders={items} onOpen={setOpen} />}
      </PagedList>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="xl"
        title={open === null ? '' : t('admin.spot.detailTitle', { id: open })}
      >
        {open !== null && <SpotOrderDetail id={open} />}
      </Drawer>
    </Stack>
  );
}
