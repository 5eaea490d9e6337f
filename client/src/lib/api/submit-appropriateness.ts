// POST /api/responsible/appropriateness (auth) {acceptedRiskWarning, answers} → passed, and
// the questions answered wrongly (the dialog shows why).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppropriatenessBody, AppropriatenessResult } from '../../../../shared/schemas/responsible.ts';
import { http } from '../http';
import { invalidateResponsible } from './responsible-keys';

export function submitAppropriateness(answers: AppropriatenessBody['answers']): Promise<AppropriatenessResult> {
  return http.post<AppropriatenessResult>('/api/responsible/appropriateness', { acceptedRiskWarning: true, answers });
}

export function useSubmitAppropriateness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitAppropriateness,
    onSuccess: (r) => (r.passed ? invalidateResponsible(client) : undefined),
  });
}
