import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PayloadOf, ProposalView } from '../../../../../../shared/schemas/approvals.ts';
import { SettingsProposalForm } from '../../components/settings-proposal-form';
import type { MiningProductRow } from '../api/get-mining-products';
import { adminKeys } from '../../api/keys';
import { miningProductFields } from './mining-products-table';

type Values = Record<string, string | boolean>;
const text = (v: unknown) => String(v).trim();

/** The settings both proposals carry, as typed (the server checks them with one set of rules). */
const settingsOf = (v: Values): Omit<PayloadOf<'mining-product'>, 'productId'> => ({
  name: text(v.name),
  periodDays: Number(text(v.periodDays)),
  minRate: text(v.minRate),
  maxRate: text(v.maxRate),
  defaultRate: text(v.defaultRate),
  minAmount: text(v.minAmount),
  maxAmount: text(v.maxAmount),
  userCap: text(v.userCap),
  totalQuota: text(v.totalQuota),
  enabled: v.enabled === true,
});

/** The form of a mining product's settings as a proposal: the same fields and hints for a change and for a new product. */
function MiningSettingsForm<K extends 'mining-product' | 'mining-product-new'>({
  kind,
  currency,
  initial,
  payload,
  hints = {},
  showChanges = false,
  onProposed,
}: {
  kind: K;
  currency: string;
  initial: Values;
  payload: (settings: ReturnType<typeof settingsOf>, values: Values) => PayloadOf<K>;
  hints?: Record<string, string>;
  showChanges?: boolean;
  onProposed: (p: ProposalView) => void;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const rate = t('admin.mining.rateHint');
  const amount = t('admin.mining.amountHint', { currency });
  return (
    <SettingsProposalForm
      kind={kind}
      showChanges={showChanges}
      columns={2}
      initial={initial}
      hints={{
        periodDays: t('admin.mining.periodHint'),
        minRate: rate,
        maxRate: rate,
        defaultRate: t('admin.mining.defaultRateHint'),
        minAmount: amount,
        maxAmount: amount,
        userCap: t('admin.mining.userCapHint'),
        totalQuota: t('admin.mining.totalQuotaHint'),
        ...hints,
      }}
      payload={(v) => payload(settingsOf(v), v)}
      onProposed={(p) => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.miningProducts() });
        onProposed(p);
      }}
    />
  );
}

/**
 * A mining product's settings as a proposal: every field editable, the values before → as typed,
 * and the reason; nothing changes until a different administrator approves it, and then only for
 * new subscriptions (an order keeps its period and rates).
 */
export function MiningProductForm({ product, onProposed }: { product: MiningProductRow; onProposed: (p: ProposalView) => void }) {
  return (
    <MiningSettingsForm
      kind="mining-product"
      currency={product.currency}
      showChanges
      initial={{ ...miningProductFields(product), enabled: product.enabled }}
      payload={(settings) => ({ productId: product.id, ...settings })}
      onProposed={onProposed}
    />
  );
}

/** Mining holds USDT only (decision 049): a new product's currency as the form starts. */
const NEW_PRODUCT_CURRENCY = 'USDT';

/**
 * A new mining product as a proposal (decision 058): every setting, its currency and place in
 * the list, and the reason; the product exists only once a different administrator approves it.
 */
export function NewMiningProductForm({ sort, onProposed }: { sort: number; onProposed: (p: ProposalView) => void }) {
  const { t } = useTranslation('admin');
  // every field empty but the currency and the place in the list, in the edit form's order
  const initial = {
    name: '',
    currency: NEW_PRODUCT_CURRENCY,
    periodDays: '',
    minRate: '',
    maxRate: '',
    defaultRate: '',
    minAmount: '',
    maxAmount: '',
    userCap: '',
    totalQuota: '',
    sort: String(sort),
    enabled: true,
  };
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('admin.mining.newLead')}
      </Text>
      <MiningSettingsForm
        kind="mining-product-new"
        currency={NEW_PRODUCT_CURRENCY}
        initial={initial}
        hints={{ name: t('admin.mining.nameHint'), currency: t('admin.mining.currencyHint'), sort: t('admin.mining.sortHint') }}
        payload={(settings, v) => ({ ...settings, currency: text(v.currency), sort: Number(text(v.sort)) })}
        onProposed={onProposed}
      />
    </Stack>
  );
}
