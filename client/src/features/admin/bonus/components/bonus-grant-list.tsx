import { Badge, Group, NativeSelect, Table } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_KINDS, BonusState } from '../../../../../../shared/schemas/bonus.ts';
import { useFormat } from '../../../../lib/format';
import { CustomerFilter, Holder } from '../../components/customer-filter';
import { FilterButtons } from '../../components/filter-buttons';
import { PagedList } from '../../components/paged-list';
import type { BonusGrantFilters } from '../../api/keys';
import { useBonusGrants } from '../api/get-bonus-grants';

const PAGE_SIZE = 20;
const EMPTY = { kind: '', state: '', user: '' };
const STATE_COLORS = { active: 'yellow', unlocked: 'teal', expired: 'gray', forfeited: 'red' } as const;

/** Every bonus granted, read only: by kind, state and customer, newest first, with its state now. */
export function BonusGrantList() {
  const { t } = useTranslation('admin');
  const { t: tAccount } = useTranslation('account');
  const f = useFormat();
  const [applied, setApplied] = useState<BonusGrantFilters>({});
  const [page, setPage] = useState(1);
  const list = useBonusGrants(applied, page, PAGE_SIZE);
  const form = useForm({ initialValues: EMPTY });
  const apply = (v: BonusGrantFilters) => {
    setApplied(v);
    setPage(1);
  };
  const all = { value: '', label: t('admin.contract.all') };
  const when = (ms: number | null) => (ms === null ? t('common.dash') : f.dateTime(new Date(ms).toISOString()));
  return (
    <>
      <form noValidate onSubmit={form.onSubmit((v) => apply({ ...v, user: v.user.trim() }))} data-testid="bonus-grant-filters">
        <Group align="flex-end" gap="sm" mb="sm">
          <NativeSelect
            w={170}
            label={t('admin.approvals.fields.kind')}
            data={[all, ...BONUS_KINDS.map((k) => ({ value: k, label: tAccount(`bonus.kind.${k}`) }))]}
            {...form.getInputProps('kind')}
            data-testid="bonus-grant-filter-kind"
          />
          <NativeSelect
            w={150}
            label={t('admin.contract.status')}
            data={[all, ...BonusState.options.map((s) => ({ value: s, label: tAccount(`bonus.state.${s}`) }))]}
            {...form.getInputProps('state')}
            data-testid="bonus-grant-filter-state"
          />
          <CustomerFilter input={form.getInputProps('user')} testId="bonus-grant-filter-user" />
          <FilterButtons
            testId="bonus-grant-filter"
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
        total={(count) => t('admin.bonus.total', { count })}
        empty={t('admin.bonus.empty')}
        testId="bonus-grant"
      >
        {(items) => (
          <Table.ScrollContainer minWidth={1040}>
            <Table striped fz="sm" horizontalSpacing={8} data-testid="bonus-grants">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('admin.contract.user')}</Table.Th>
                  <Table.Th>{t('admin.approvals.fields.kind')}</Table.Th>
                  <Table.Th>{tAccount('bonus.amount')}</Table.Th>
                  <Table.Th>{tAccount('bonus.lockedOrSettled')}</Table.Th>
                  <Table.Th>{tAccount('bonus.turnover')}</Table.Th>
                  <Table.Th>{tAccount('bonus.grantedAt')}</Table.Th>
                  <Table.Th>{tAccount('bonus.expiresAt')}</Table.Th>
                  <Table.Th>{tAccount('bonus.stateLabel')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((g) => (
                  <Table.Tr key={g.id} data-testid="bonus-grant-row" data-kind={g.kind}>
                    <Table.Td>{g.id}</Table.Td>
                    <Table.Td>
                      <Holder userId={g.userId} account={g.account} />
                    </Table.Td>
                    <Table.Td>{tAccount(`bonus.kind.${g.kind}`)}</Table.Td>
                    <Table.Td className="num">{g.amount}</Table.Td>
                    <Table.Td className="num">{g.state === 'active' ? g.locked : g.settledAmount}</Table.Td>
                    <Table.Td className="num">
                      {g.turnover} / {g.turnoverRequired}
                    </Table.Td>
                    <Table.Td>{when(g.grantedAt)}</Table.Td>
                    <Table.Td>{when(g.expiresAt)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge variant="light" color={STATE_COLORS[g.state]} miw="max-content">
                        {tAccount(`bonus.state.${g.state}`)}
                      </Badge>
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
