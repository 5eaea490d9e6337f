// The back office of contract trading (issue 15, decision 036): every product's contract
// settings as staff read them (changes go through the `contract-setting` proposal), and
// every customer's positions, read only.
import { z } from 'zod';
import { ContractSettingView } from './contract.ts';

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
