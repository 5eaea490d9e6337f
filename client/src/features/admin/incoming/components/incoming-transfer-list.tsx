import { Badge, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_CODES } from '../../../../../../shared/networks.ts';
import { INCOMING_STATUSES } from '../../../../../../shared/schemas/incoming-transfers.ts';
import { shortTxId } from '../../../../../../shared/tx-ids.ts';
import { useFormat } from '../../../../lib/format';
import type { IncomingFilters } from '../../api/keys';
import { CustomerFilter } from '../../components/customer-filter';
import { CustomerCell } from '../../components/customer-label';
import { FilterButtons } from '../../components/filter-buttons';
import { PagedList } from '../../components/paged-list';
import { useIncomingTransfers } from '../api/get-incoming-transfers';

const PAGE_SIZE = 20;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const EMPTY = { user: '', network: '', txId: '', status: '', mode: '' };

/** Every incoming transfer, read only: by customer, network, transaction id, status and mode, newest first. */
export function IncomingTransferList() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [applied, setApplied] = useState<IncomingFilters>({});
  const [page, setPage] = useState(1);
  const list = useIncomingTransfers(applied, page, PAGE_SIZE);
  const form = useForm({ initialValues: EMPTY });
  const apply = (v: IncomingFilters) => {
    setApplied(v);
    setPage(1);
  };
  const all = { value: '', label: t('admin.contract.all') };
  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit((v) => apply({ ...v, user: v.user.trim(), txId: v.txId.trim() }))}
        data-testid="incoming-filters"
      >
        <Group align="flex-end" gap="sm" mb="sm">
          <CustomerFilter input={form.getInputProps('user')} testId="incoming-filter-user" />
          <NativeSelect
            w={120}
            label={t('incomingAdmin.network')}
            data={[all, ...NETWORK_CODES]}
            {...form.getInputProps('network')}
            data-testid="incoming-filter-network"
          />
          <TextInput
            w={220}
            label={t('incomingAdmin.txId')}
            maxLength={100}
            {...form.getInputProps('txId')}
            data-testid="incoming-filter-tx"
          />
          <NativeSelect
            w={140}
            label={t('incomingAdmin.status')}
            data={[all, ...INCOMING_STATUSES.map((s) => ({ value: s, label: t(`incomingAdmin.statuses.${s}`) }))]}
            {...form.getInputProps('status')}
            data-testid="incoming-filter-status"
          />
          <NativeSelect
            w={120}
            label={t('incomingAdmin.mode')}
            data={[all, ...(['real', 'demo'] as const).map((m) => ({ value: m, label: t(`admin.adjustments.mode.${m}`) }))]}
            {...form.getInputProps('mode')}
            data-testid="incoming-filter-mode"
          />
          <FilterButtons
            testId="incoming-filter"
            onClear={() => {
              form.setValues(EMPTY);
              apply({});
            }}
          />
        </Group>
      </form>
      <PagedList
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        total={(count) => t('incomingAdmin.total', { count })}
        empty={t('incomingAdmin.empty')}
        testId="incoming-list"
      >
        {(items) => (
          <Table.ScrollContainer minWidth={1000}>
            <Table striped fz="sm" horizontalSpacing={8} data-testid="incoming-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('admin.queues.createdAt')}</Table.Th>
                  <Table.Th>{t('admin.queues.customer')}</Table.Th>
                  <Table.Th>{t('incomingAdmin.amount')}</Table.Th>
                  <Table.Th>{t('incomingAdmin.txId')}</Table.Th>
                  <Table.Th>{t('incomingAdmin.source')}</Table.Th>
                  <Table.Th>{t('incomingAdmin.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((x) => (
                  <Table.Tr key={x.id} data-testid="incoming-row" data-id={x.id} data-status={x.status}>
                    <Table.Td>{x.id}</Table.Td>
                    <Table.Td style={NOWRAP}>{f.dateTime(x.createdAt)}</Table.Td>
                    <Table.Td>
                      <CustomerCell customer={x.customer} />
                    </Table.Td>
                    <Table.Td style={NOWRAP}>
                      <Text fz="sm" className="num">
                        {f.moneyCode(x.amount, x.currency)}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {x.network}
                      </Text>
                    </Table.Td>
                    <Table.Td style={NOWRAP}>
                      <Text fz="xs" className="mono" title={x.txId}>
                        {shortTxId(x.txId)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="xs" style={NOWRAP}>
                        {t(`incomingAdmin.sources.${x.source}`)}
                        {x.mode === 'demo' && ` · ${t('admin.adjustments.mode.demo')}`}
                      </Text>
                      {(x.proposalId !== null || x.claimId !== null) && (
                        <Text fz="xs" c="dimmed" style={NOWRAP}>
                          {[
                            x.proposalId !== null ? t('incomingAdmin.proposal', { id: x.proposalId }) : null,
                            x.claimId !== null ? t('incomingAdmin.claim', { id: x.claimId }) : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={NOWRAP}>
                      <Badge color={x.status === 'credited' ? 'green' : 'yellow'} variant="light">
                        {t(`incomingAdmin.statuses.${x.status}`)}
                      </Badge>
                      <Text fz="xs" c="dimmed" className="num" title={t('incomingAdmin.confirmations')}>
                        {x.confirmations} / {x.required}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
    </>
  );
}
