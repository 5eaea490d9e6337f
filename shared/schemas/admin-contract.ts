// The back office of contract trading (issue 15, decision 036): every product's contract
// settings as staff read them (changes go through the `contract-setting` proposal), and
// every customer's positions, read only.
import { z } from 'zod';
import { UserSearchQuery } from './admin-users.ts';
import { Dec, Paged } from './common.ts';
import { ContractSettingView, PositionDetail, PositionListQuery, PositionView } from './contract.ts';

/** A product's contract settings as the customers' API serves them, with what staff need besides. */
export const AdminContractSetting = ContractSettingView.omit({ overnightTime: true })
  .extend({
    name: z.string(),
    pricePrecision: z.number().int(),
    /** A change proposed and not yet decided, if any (the page links to it). */
    pendingProposalId: z.number().int().nullable(),
  })
  .meta({ id: 'AdminContractSetting' });
export type AdminContractSetting = z.infer<typeof AdminContractSetting>;
export const AdminContractSettingList = z.array(AdminContractSetting).meta({ id: 'AdminContractSettingList' });

/** Who holds a position or placed an order: the staff lists show the account beside the id. */
export const Holder = {
  userId: z.number().int(),
  /** The customer's e-mail or phone number; null for a visitor's demo session. */
  account: z.string().nullable(),
};

export const AdminPositionQuery = PositionListQuery.extend({
  /** A customer's id or phone number (exact), or part of their e-mail: what the customer search takes. */
  user: UserSearchQuery.shape.q,
});
export type AdminPositionQuery = z.infer<typeof AdminPositionQuery>;

export const AdminPosition = PositionView.extend(Holder).meta({ id: 'AdminContractPosition' });
export type AdminPosition = z.infer<typeof AdminPosition>;
export const AdminPositionPage = Paged(AdminPosition).meta({ id: 'AdminContractPositionPage' });
export type AdminPositionPage = z.infer<typeof AdminPositionPage>;

/** The terms a position was placed with and keeps (decision 033): its events used these. */
export const PositionTerms = z.object({
  contractSize: Dec,
  spread: Dec,
  feeRate: Dec,
  maintenanceRate: Dec,
  overnightRate: Dec,
});
export const AdminPositionDetail = PositionDetail.extend({ ...Holder, terms: PositionTerms }).meta({ id: 'AdminContractPositionDetail' });
export type AdminPositionDetail = z.infer<typeof AdminPositionDetail>;
