// The back office's view of contract positions (issue 15, decision 036): any customer's, read
// only, shown as the customer sees them (live marks for open ones) plus the holder and the
// terms the position was placed with, which its events used; and every product's contract
// settings with a change pending approval (changes go through the `contract-setting` proposal).
import { CONTRACT_CURRENCY } from '../../../shared/contract.ts';
import { formatScaled } from '../../../shared/market.ts';
import type { AdminContractSetting, AdminPositionQuery } from '../../../shared/schemas/admin-contract.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { ContractAdminRepository } from './admin-repository.ts';
import type { ContractRepository } from './repository.ts';
import { contractSettingFields, leveragesOf } from './setting-proposal.ts';
import type { ContractViews } from './views.ts';

export class ContractAdmin {
  constructor(
    private readonly admin: ContractAdminRepository,
    private readonly positions: ContractRepository,
    private readonly views: ContractViews,
    private readonly approvals: Pick<ApprovalService, 'pendingFor'>,
  ) {}

  /** What the contract settings page shows: every product's settings, with a change still pending. */
  settings(): AdminContractSetting[] {
    return this.admin.settings().map((row) => ({
      ...contractSettingFields(row),
      productId: row.productId,
      symbol: row.symbol,
      name: row.name,
      pricePrecision: row.pricePrecision,
      leverages: leveragesOf(row.leverages),
      currency: CONTRACT_CURRENCY,
      pendingProposalId: this.approvals.pendingFor('contract-setting', 'contract-setting', row.productId),
    }));
  }

  /** Every customer's positions, newest first, filtered. */
  list(q: AdminPositionQuery) {
    const { page, pageSize, appKey: _appKey, ...filter } = q;
    return this.admin.page(filter, page, pageSize, ({ account, ...p }) => ({ ...this.views.position(p), userId: p.userId, account }));
  }

  /** One position with its holder, its terms and its events (fills, closes, fees, each with its tick). */
  get(id: number) {
    const p = this.positions.position(id);
    if (!p) throw new AppError('NOT_FOUND');
    const precision = this.views.precision(p.productId);
    return {
      ...this.views.position(p),
      userId: p.userId,
      account: this.admin.accountOf(p.userId),
      terms: {
        contractSize: p.contractSize,
        spread: formatScaled(p.spreadTicks, precision),
        feeRate: p.feeRate,
        maintenanceRate: p.maintenanceRate,
        overnightRate: p.overnightRate,
      },
      events: this.positions.events(id).map((e) => this.views.event(e, precision)),
    };
  }
}
