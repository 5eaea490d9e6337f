import { Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlow } from '../api/get-flow';
import { useFormat } from '../../../lib/format';
import { CURRENCIES, FLOW_TYPES, type FlowEntry, type FlowType, PAGE_SIZE } from '../types';
import { HistoryFrame } from './history-frame';

const isFlowType = (type: string): type is FlowType => (FLOW_TYPES as readonly string[]).includes(type);

/** The fund flow (ledger postings of your accounts), filtered by currency and type, paged. */
export function FundFlow({ layout }: { layout: 'table' | 'cards' }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [currency, setCurrency] = useState('');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const pageSize = layout === 'table' ? 15 : PAGE_SIZE;
  const query = useFlow({ currency: currency || undefined, type: type || undefined, page, pageSize });
  const items = query.data?.items ?? [];
  const typeLabel = (e: FlowEntry) => (isFlowType(e.type) ? t(`funds.flowType.${e.type}`) : e.type);
  const amount = (e: FlowEntry) => (
    <Text component="span" fw={600} className={`num ${e.amount.startsWith('-') ? 'text-fall' : 'text-rise'}`} data-value={e.amount}>
      {f.money(e.amount, e.currency, { signed: true })} {e.currency}
    </Text>
  );
  const kind = (e: FlowEntry) =>
    e.kind === 'frozen' ? (
      <Badge size="xs" variant="light" color="yellow" radius="sm">
        {t('funds.property.frozen')}
      </Badge>
    ) : null;

  return (
    <Stack gap="sm" data-testid="fund-flow">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={4}>{t('funds.property.flow')}</Title>
        <Group gap="xs" wrap="nowrap">
          <NativeSelect
            size="xs"
            aria-label={t('funds.common.currency')}
            data={[{ value: '', label: t('funds.property.allCurrencies') }, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
            value={currency}
            onChange={(e) => {
              setCurrency(e.currentTarget.value);
              setPage(1);
            }}
            data-testid="flow-currency"
          />
          <NativeSelect
            size="xs"
            aria-label={t('funds.property.type')}
            data={[{ value: '', label: t('funds.property.allTypes') }, ...FLOW_TYPES.map((ty) => ({ value: ty, label: t(`funds.flowType.${ty}`) }))]}
            value={type}
            onChange={(e) => {
              setType(e.currentTarget.value);
              setPage(1);
            }}
            data-testid="flow-type"
          />
        </Group>
      </Group>
      <HistoryFrame query={query} page={page} pageSize={pageSize} onPage={setPage} testId="flow-list" emptyText={t('funds.property.noFlow')}>
        {layout === 'table' ? (
          <div className="fund-table-wrap">
            <table className="fund-table">
              <thead>
                <tr>
                  <th>{t('funds.common.time')}</th>
                  <th>{t('funds.property.type')}</th>
                  <th>{t('funds.property.reference')}</th>
                  <th className="num-col">{t('funds.property.change')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((e) => (
                  <tr key={e.id} data-testid={`flow-row-${e.id}`} data-type={e.type} data-kind={e.kind}>
                    <td className="nowrap">{f.dateTime(e.createdAt)}</td>
                    <td>
                      <Group gap={6} wrap="nowrap">
                        <span>{typeLabel(e)}</span>
                        {kind(e)}
                      </Group>
                    </td>
                    <td className="dimmed mono">{e.reference}</td>
                    <td className="num-col nowrap">{amount(e)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          items.map((e) => (
            <div key={e.id} className="list-row" data-testid={`flow-row-${e.id}`} data-type={e.type} data-kind={e.kind}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap">
                  <Text fz="sm" fw={600}>
                    {typeLabel(e)}
                  </Text>
                  {kind(e)}
                </Group>
                {amount(e)}
              </Group>
              <Text fz="xs" c="dimmed" mt={2}>
                {f.dateTime(e.createdAt)} · {e.reference}
              </Text>
            </div>
          ))
        )}
      </HistoryFrame>
    </Stack>
  );
}
