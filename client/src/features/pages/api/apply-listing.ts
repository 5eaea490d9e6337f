// POST /api/listing/apply {project, symbol, website, contactName, contactEmail, tier, message} → { id }
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListingApplicationBody } from '../../../../../shared/schemas/pages.ts';
import { http } from '../../../lib/http';

export type ListingApplication = z.input<typeof ListingApplicationBody>;

export function applyListing(body: ListingApplication): Promise<{ id: number }> {
  return http.post<{ id: number }>('/api/listing/apply', body);
}

export function useApplyListing() {
  return useMutation({ mutationFn: applyListing });
}
