// A private image (a deposit proof, a chat image) as an object URL for an <img>: fetched with
// the caller's credentials in headers, which an <img src> could not send.
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE, APP_KEY } from './env';

export async function privateImageUrl(path: string, headers: Record<string, string>, signal?: AbortSignal): Promise<string> {
  const res = await fetch(`${API_BASE}${path}?appKey=${encodeURIComponent(APP_KEY)}`, { headers: { AppKey: APP_KEY, ...headers }, signal });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return URL.createObjectURL(await res.blob());
}

/** A private image's object URL (undefined while it loads), read once and released when no longer shown. */
export function usePrivateImage(queryKey: QueryKey, fetchUrl: (signal: AbortSignal) => Promise<string>): string | undefined {
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetchUrl(signal), staleTime: Number.POSITIVE_INFINITY, gcTime: 0 });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
