import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../api/get-config';

/**
 * Whether this server is a sandbox of test money (decision 097): every /api/config answer says
 * so; the site-closed flag, read on every route change and always there, carries it.
 */
export function useSandbox(): boolean {
  return useQuery(configQueryOptions('isClose')).data?.sandbox === true;
}
