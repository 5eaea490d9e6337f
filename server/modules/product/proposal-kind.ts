// The `product` proposal (decision 031): a product enabled or disabled, registered with the
// approvals module. A disabled product offers no fast option, so no new fast order is placed
// on it; open orders settle as usual. `changed` runs once an approved change has committed (the
// recommended products are read again on every instance).
import { ProductPayload } from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import { SETTINGS_PERMISSIONS, settingsKind } from '../approvals/settings-kind.ts';
import type { ProductRepository } from './repository.ts';

export function productKind(repo: ProductRepository, changed: () => void) {
  const enabled = (id: number) => {
    const e = repo.enabled(id);
    if (e === undefined) throw new AppError('PRODUCT_NOT_FOUND');
    return e;
  };
  return settingsKind({
    name: 'product',
    permissions: SETTINGS_PERMISSIONS,
    payload: ProductPayload,
    finalFailures: ['PRODUCT_NOT_FOUND'],
    target: (p) => ({ type: 'product', id: p.productId }),
    current: (p) => ({ enabled: enabled(p.productId) }),
    proposed: (p) => ({ enabled: p.enabled }),
    apply: (p) => repo.setEnabled(p.productId, p.enabled),
    afterCommit: changed,
  });
}
