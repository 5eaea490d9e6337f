import { Badge, Button, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencySettingsView, FastOptionView, ProductSettingsView } from '../../../../../shared/schemas/approvals.ts';
import { QueryState } from '../../../components/query-state';
import { useMoneySettings } from '../../../features/admin/api/get-money-settings';
import type { SnapshotField } from '../../../features/admin/components/proposal-summary';
import { SettingsProposalForm } from '../../../features/admin/components/settings-proposal-form';
import { toast } from '../../../lib/notify';
import { AdminPage } from './admin-page';
import { withNamespaces } from '../../../components/namespace-gate';
import { useFormat } from '../../../lib/format';
import { signOf } from '../../../../../shared/money.ts';

/** The fast-trade stakes are USDT (server/modules/fast/option-settings.ts). */
const STAKE_CURRENCY = 'USDT';

type Editing =
  | { what: 'currency'; row: CurrencySettingsView }
  | { what: 'option'; row: FastOptionView; product: ProductSettingsView }
  | { what: 'product'; row: ProductSettingsView };

const text = (v: unknown) => String(v);

function EditForm({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const proposed = (p: { id: number }) => {
    toast.success(t('admin.adjustments.proposed', { id: p.id }));
    onDone();
  };
  if (editing.what === 'currency') {
    const { code, scale: _scale, ...fields } = editing.row;
    return (
      <SettingsProposalForm
        kind="currency-settings"
        initial={fields}
        payload={(v) => ({
          currency: code,
          minDeposit: text(v.minDeposit).trim(),
          maxDeposit: text(v.maxDeposit).trim(),
          minWithdraw: text(v.minWithdraw).trim(),
          maxWithdraw: text(v.maxWithdraw).trim(),
          withdrawFeeRate: text(v.withdrawFeeRate).trim(),
          withdrawApprovalThreshold: text(v.withdrawApprovalThreshold).trim(),
        })}
        onProposed={proposed}
      />
    );
  }
  if (editing.what === 'option') {
    const { id, durationSec: _d, ...fields } = editing.row;
    return (
      <SettingsProposalForm
        kind="fast-option"
        initial={fields}
        payload={(v) => ({
          optionId: id,
          profitRate: text(v.profitRate).trim(),
          minAmount: text(v.minAmount).trim(),
          maxAmount: text(v.maxAmount).trim(),
          enabled: v.enabled === true,
        })}
        onProposed={proposed}
      />
    );
  }
  return (
    <SettingsProposalForm
      kind="product"
      initial={{ enabled: editing.row.enabled }}
      payload={(v) => ({ productId: editing.row.id, enabled: v.enabled === true })}
      onProposed={proposed}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Money settings: each change is a proposal showing before → after, applied on a second staff member's approval. */
function AdminMoneyPage() {
  const { t } = useTranslation('admin');
  const settings = useMoneySettings();
  const [editing, setEditing] = useState<Editing | null>(null);
  const f = (k: SnapshotField) => t(`admin.approvals.fields.${k}`);
  const { exactMoney, ratePercent } = useFormat();
  // a maximum or threshold of 0 is none (the hint under the table says so)
  const orNone = (v: string, code: string) => (signOf(v) === 0 ? t('admin.money.none') : exactMoney(v, code));
  const edit = (e: Editing, testId: string) => (
    <Button size="compact-xs" variant="light" onClick={() => setEditing(e)} data-testid={testId}>
      {t('admin.money.propose')}
    </Button>
  );
  const onOff = (on: boolean) => (
    <Badge color={on ? 'green' : 'gray'} variant="light">
      {on ? t('admin.money.enabled') : t('admin.money.disabled')}
    </Badge>
  );
  return (
    <AdminPage section="money">
      <Text fz="sm" c="dimmed">
        {t('admin.money.lead')}
      </Text>
      <QueryState isPending={settings.isPending} isError={settings.isError} onRetry={() => void settings.refetch()}>
        {settings.data && (
          <Stack gap="lg">
            <Section title={t('admin.money.currencies')}>
              <Table.ScrollContainer minWidth={900}>
                <Table striped fz="sm" data-testid="money-currencies">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.adjustments.currency')}</Table.Th>
                      {(
                        ['minDeposit', 'maxDeposit', 'minWithdraw', 'maxWithdraw', 'withdrawFeeRate', 'withdrawApprovalThreshold'] as const
                      ).map((k) => (
                        <Table.Th key={k}>{f(k)}</Table.Th>
                      ))}
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {settings.data.currencies.map((c) => (
                      <Table.Tr key={c.code} data-testid="money-currency" data-code={c.code}>
                        <Table.Td fw={600}>{c.code}</Table.Td>
                        <Table.Td>{exactMoney(c.minDeposit, c.code)}</Table.Td>
                        <Table.Td>{orNone(c.maxDeposit, c.code)}</Table.Td>
                        <Table.Td>{exactMoney(c.minWithdraw, c.code)}</Table.Td>
                        <Table.Td>{orNone(c.maxWithdraw, c.code)}</Table.Td>
                        <Table.Td>{ratePercent(c.withdrawFeeRate)} %</Table.Td>
                        <Table.Td data-testid="money-threshold">{orNone(c.withdrawApprovalThreshold, c.code)}</Table.Td>
                        <Table.Td>{edit({ what: 'currency', row: c }, `edit-currency-${c.code}`)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text fz="xs" c="dimmed">
                {t('admin.money.zeroMeansNone')}
              </Text>
            </Section>
            <Section title={t('admin.money.products')}>
              <Table.ScrollContainer minWidth={700}>
                <Table fz="sm" data-testid="money-products">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.money.product')}</Table.Th>
                      <Table.Th>{t('admin.money.duration')}</Table.Th>
                      <Table.Th>{f('profitRate')}</Table.Th>
                      <Table.Th>{f('minAmount')}</Table.Th>
                      <Table.Th>{f('maxAmount')}</Table.Th>
                      <Table.Th>{f('enabled')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {settings.data.products.flatMap((p) => [
                      <Table.Tr key={`p${p.id}`} bg="var(--mantine-color-gray-light)" data-testid="money-product" data-id={p.id}>
                        <Table.Td colSpan={5} fw={600}>
                          {p.symbol} · {p.name}
                        </Table.Td>
                        <Table.Td>{onOff(p.enabled)}</Table.Td>
                        <Table.Td>{edit({ what: 'product', row: p }, `edit-product-${p.id}`)}</Table.Td>
                      </Table.Tr>,
                      ...p.options.map((o) => (
                        <Table.Tr key={`o${o.id}`} data-testid="money-option" data-id={o.id}>
                          <Table.Td />
                          <Table.Td>{t('admin.money.seconds', { count: o.durationSec })}</Table.Td>
                          <Table.Td>{ratePercent(o.profitRate)} %</Table.Td>
                          <Table.Td>{exactMoney(o.minAmount, STAKE_CURRENCY)}</Table.Td>
                          <Table.Td>{exactMoney(o.maxAmount, STAKE_CURRENCY)}</Table.Td>
                          <Table.Td>{onOff(o.enabled)}</Table.Td>
                          <Table.Td>{edit({ what: 'option', row: o, product: p }, `edit-option-${o.id}`)}</Table.Td>
                        </Table.Tr>
                      )),
                    ])}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Section>
          </Stack>
        )}
      </QueryState>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        centered
        title={
          editing?.what === 'currency'
            ? `${t('admin.money.currencies')} · ${editing.row.code}`
            : editing?.what === 'option'
              ? `${editing.product.symbol} · ${t('admin.money.seconds', { count: editing.row.durationSec })}`
              : editing
                ? editing.row.symbol
                : ''
        }
      >
        {editing && <EditForm editing={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </AdminPage>
  );
}

export default withNamespaces(['admin', 'account'], AdminMoneyPage);
