// A fund-flow entry's title: what caused the movement, by its journal type (the server may add
// types before the client names them: those read "Other"). The customer's fund flow and the
// back office's customer page name them alike (issue 32).

/** Fund-flow journal types with a label. */
export const FLOW_TYPES = [
  'deposit',
  'incoming_transfer',
  // a sandbox's test money (decision 097)
  'sandbox_funding',
  'withdrawal_freeze',
  'withdrawal_paid',
  'withdrawal_thaw',
  'exchange',
  'fast_stake',
  'fast_settle',
  'manual_adjustment',
  'promotion_grant',
  'bonus_grant',
  'bonus_expiry',
  'bonus_forfeit',
  'contract_open',
  'contract_add',
  'contract_reserve',
  'contract_fill',
  'contract_revoke',
  'contract_close',
  'mining_subscribe',
  'mining_interest',
  'mining_maturity',
  'mining_redeem',
  'spot_freeze',
  'spot_fill',
  'spot_release',
] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export function isFlowType(type: string): type is FlowType {
  return (FLOW_TYPES as readonly string[]).includes(type);
}

/** The catalogue key (namespace funds) of the title of an entry of journal type `type`. */
export function flowTitleKey(type: string): `funds.flowType.${FlowType | 'other'}` {
  return isFlowType(type) ? `funds.flowType.${type}` : 'funds.flowType.other';
}
