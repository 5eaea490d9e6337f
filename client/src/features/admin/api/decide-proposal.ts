// The decisions on one proposal, each its own endpoint (approvals.read; the kind's approve
// permission, never one's own):
//   POST /api/admin/proposals/{id}/approve {note?}  executed now, or refused and nothing changes
//   POST /api/admin/proposals/{id}/reject  {note}   the note is required
//   POST /api/admin/proposals/{id}/cancel           the proposer's own, while pending
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { adminKeys } from './keys';
import { adminRequest } from './admin-request';

export type ProposalDecision = 'approve' | 'reject' | 'cancel';

export function decideProposal({ id, decision, note }: { id: number; decision: ProposalDecision; note?: string }): Promise<ProposalView> {
  const body = decision === 'cancel' ? undefined : note ? { note } : {};
  return adminRequest<ProposalView>('POST', `/api/admin/proposals/${id}/${decision}`, { body });
}

export function useDecideProposal() {
  const queryClient = useQueryClient();
  // an approval may change balances, settings and queues: everything of the back office is refetched
  return useMutation({ mutationFn: decideProposal, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
