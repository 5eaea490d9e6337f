import { Group, Pagination } from '@mantine/core';

/** Paging under a back-office table; nothing when everything fits on one page. */
export function Pager({
  total,
  pageSize,
  page,
  onChange,
  testId,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  testId?: string;
}) {
  if (total <= pageSize) return null;
  return (
    <Group justify="center">
      <Pagination size="sm" value={page} total={Math.ceil(total / pageSize)} onChange={onChange} data-testid={testId} />
    </Group>
  );
}
