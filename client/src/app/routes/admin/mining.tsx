import { useTranslation } from 'react-i18next';
import { useAdminMiningProducts } from '../../../features/admin/mining/api/get-mining-products';
import { MiningOrderList } from '../../../features/admin/mining/components/mining-order-list';
import { MiningProductForm, NewMiningProductForm } from '../../../features/admin/mining/components/mining-product-form';
import { MiningProductsTable } from '../../../features/admin/mining/components/mining-products-table';
import { nextProductSort } from '../../../features/admin/mining/next-sort';
import { SettingsTabsPage } from './settings-tabs-page';
import { withNamespaces } from '../../../components/namespace-gate';

/**
 * Mining financing's back office (decision 049): every product's settings, each change a four-eyes
 * proposal (settings.write) shown before → after, and a new product likewise (decision 058); and
 * every customer's mining orders with their daily payouts, read only.
 */
function AdminMiningPage() {
  const { t } = useTranslation('admin');
  const products = useAdminMiningProducts();
  // a new product goes after the others unless staff choose its place
  const nextSort = nextProductSort(products.data ?? []);
  return (
    <SettingsTabsPage
      section="mining"
      settings={products}
      settingsTab={{ value: 'products', label: t('admin.mining.products') }}
      listTab={{ value: 'orders', label: t('admin.mining.orders') }}
      lead={t('admin.mining.lead')}
      table={(products, propose) => <MiningProductsTable products={products} onPropose={propose} />}
      list={(products) => <MiningOrderList products={products} />}
      form={(product, onProposed) => <MiningProductForm product={product} onProposed={onProposed} />}
      create={{
        label: t('admin.mining.newProduct'),
        title: t('admin.mining.newTitle'),
        form: (onProposed) => <NewMiningProductForm sort={nextSort} onProposed={onProposed} />,
      }}
    />
  );
}

export default withNamespaces(['admin', 'account'], AdminMiningPage);
