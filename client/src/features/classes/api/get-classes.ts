// GET /api/classes → the classes I teach and those I learn in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { http } from '../../../lib/http';
import type { ClassList } from '../types';
import { classKeys } from './keys';

export function getClasses(signal?: AbortSignal): Promise<ClassList> {
  return http.get<ClassList>('/api/classes', { signal });
}

export const classesQueryOptions = (viewer: Viewer) =>
  queryOptions({ queryKey: classKeys.list(viewer), queryFn: ({ signal }) => getClasses(signal), refetchInterval: 10_000 });

export function useClasses() {
  return useQuery(classesQueryOptions(useViewer()));
}
