// The staff module's four-eyes kinds (decision 031): a new staff account and a raised role are
// proposed by the staff page and applied when a second administrator approves; and the rule
// that an account never decides a proposal of a staff member linked to it by creation or
// promotion (StaffAccounts.linked), registered on the approvals module as a decision guard.
import type { z } from 'zod';
import { StaffCreatePayload, StaffRolePayload } from '../../../shared/schemas/staff.ts';
import type { ApprovalService } from '../approvals/service.ts';
import type { ProposalKindDef } from '../approvals/registry.ts';
import type { StaffAccounts } from './accounts.ts';

const MANAGE = { propose: 'staff.manage', approve: 'staff.manage' } as const;

export function registerStaffKinds(approvals: ApprovalService, accounts: StaffAccounts) {
  const create: ProposalKindDef<typeof StaffCreatePayload> = {
    name: 'staff-create',
    permissions: MANAGE,
    payload: StaffCreatePayload,
    ownRoute: true,
    preview: (p) => accounts.previewCreate(p, (username) => approvals.pendingFor('staff-create', 'new-staff', username)),
    execute: (p, proposal, actor) => accounts.createApproved(p, proposal, actor),
    // the password hash stays in the proposal's row, never in its views or audit rows
    shown: ({ passwordHash: _, ...shown }: z.output<typeof StaffCreatePayload>) => shown,
    finalFailures: ['STAFF_USERNAME_TAKEN'],
  };
  const role: ProposalKindDef<typeof StaffRolePayload> = {
    name: 'staff-role',
    permissions: MANAGE,
    payload: StaffRolePayload,
    ownRoute: true,
    preview: (p) => accounts.previewRole(p),
    execute: (p, proposal, actor) => accounts.promoteApproved(p, proposal, actor),
    finalFailures: ['NOT_FOUND'],
  };
  approvals.register(create);
  approvals.register(role);
  approvals.addDecisionGuard((proposedBy, deciderId) => (accounts.linked(proposedBy, deciderId) ? 'PROPOSAL_LINKED_STAFF' : null));
}
