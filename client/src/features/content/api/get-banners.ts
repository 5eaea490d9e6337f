// GET /api/banner?position=pc|wp → Banner[]
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Banner as BannerSchema } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { type BannerPosition, contentKeys } from './keys';

export type Banner = z.infer<typeof BannerSchema>;

export function getBanners(position: BannerPosition, signal?: AbortSignal): Promise<Banner[]> {
  return http.get<Banner[]>('/api/banner', { params: { position }, signal });
}

export function bannersQueryOptions(position: BannerPosition) {
  return queryOptions({
    queryKey: contentKeys.banners(position),
    queryFn: ({ signal }) => getBanners(position, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBanners(position: BannerPosition) {
  return useQuery(bannersQueryOptions(position));
}
