import { useState } from 'react';

export interface Paging {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** The page a history list shows, from 1. */
export function usePaging(pageSize: number): Paging {
  const [page, onPage] = useState(1);
  return { page, pageSize, onPage };
}
