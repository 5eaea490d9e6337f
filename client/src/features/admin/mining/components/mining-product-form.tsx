import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProposalView } from '../../../../../../shared/schemas/approvals.ts';
import { SettingsProposalForm } from '../../components/settings-proposal-form';
import type { MiningProductRow } from '../api/get-mining-products';
import { MINING_PRODUCTS_KEY } from '../api/keys';
import { miningProductFields } from './mining-products-table';

const text = (v: unknown) => String(v).trim();

/**
 * A mining product's settings as a proposal: every field editable, the values before → as typed,
 * and the reason; nothing changes until a different administrator approves it, and then only for
 * new subscriptions (an order keeps its period and rates).
 */
export function MiningProductForm({ product, onProposed }: { product: MiningProductRow; onProposed: (p: ProposalView) => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const rate = t('admin.mining.rateHint');
  const amount = t('admin.mining.amountHint', { currency: product.currency });
  return (
    <SettingsProposalForm
      kind="mining-product"
      showChanges
      columns={2}
      initial={{ ...miningProductFields(product), enabled: product.enabled }}
      hints={{
        periodDays: t('admin.mining.periodHint'),
        minRate: rate,
        maxRate: rate,
        defaultRate: t('admin.mining.defaultRateHint'),
        minAmount: amount,
        maxAmount: amount,
        userCap: t('admin.mining.userCapHint'),
        totalQuota: t('admin.mining.totalQuotaHint'),
      }}
      payload={(v) => ({
        productId: product.id,
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
      })}
      onProposed={(p) => {
        void queryClient.invalidateQueries({ queryKey: MINING_PRODUCTS_KEY });
        onProposed(p);
      }}
    />
  );
}
