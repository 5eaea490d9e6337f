// POST /api/admin/kyc/{id}/document-number → the submission's full document number, for
// compliance beside the photos (certification.document; each reveal is an audit row: decision 070).
import { useMutation } from '@tanstack/react-query';
import type { KycDocumentReveal } from '../../../../../shared/schemas/kyc.ts';
import { adminRequest } from './admin-request';

export function revealDocument(id: number): Promise<KycDocumentReveal> {
  return adminRequest<KycDocumentReveal>('POST', `/api/admin/kyc/${id}/document-number`);
}

export function useRevealDocument() {
  return useMutation({ mutationFn: revealDocument });
}
