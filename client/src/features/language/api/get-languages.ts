// GET /api/language → the display languages (flag = locale code, logo = flag image path).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Language as LanguageSchema } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { languageKeys } from './keys';

export type Language = z.infer<typeof LanguageSchema>;

export function getLanguages(signal?: AbortSignal): Promise<Language[]> {
  return http.get<Language[]>('/api/language', { silent: true, signal });
}

export const languagesQueryOptions = () =>
  queryOptions({ queryKey: languageKeys.list(), queryFn: ({ signal }) => getLanguages(signal), staleTime: 30 * 60_000 });

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
