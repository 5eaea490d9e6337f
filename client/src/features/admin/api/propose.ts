// POST /api/admin/proposals/{kind} {payload, reason} (the kind's propose permission)
// → the pending proposal, with its before → after, for a different staff member to approve.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormKind, PayloadOf, ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export interface Proposal<K extends FormKind> {
  kind: K;
  payload: PayloadOf<K>;
  reason: string;
}
/** A proposal of any kind the forms send. */
export type AnyProposal = { [K in FormKind]: Proposal<K> }[FormKind];

export function propose({ kind, payload, reason }: AnyProposal): Promise<ProposalView> {
  return adminRequest<ProposalView>('POST', `/api/admin/proposals/${kind}`, { body: { payload, reason } });
}

export function usePropose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: propose,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.proposalsAll() }),
  });
}
