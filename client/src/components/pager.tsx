import { Group, Pagination } from '@mantine/core';

/** Page buttons under a list; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  pageSize,
  onChange,
  testId,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  testId: string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center" pt="sm">
      <Pagination size="sm" value={page} total={pages} onChange={onChange} siblings={1} data-testid={testId} />
    </Group>
  );
}
