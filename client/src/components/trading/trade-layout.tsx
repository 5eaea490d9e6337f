import { Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export type TradeLayoutName = 'pc' | 'wp';

interface Props {
  layout: TradeLayoutName;
  chart: ReactNode;
  panel: ReactNode;
  lists: ReactNode;
  /** The guided tour's step shown on the lists (`data-tour`, decision 104). */
  listsTour: string;
  testId: string;
}

/**
 * A trading screen's arrangement (fast and contract trading): desktop the chart left and the
 * order panel right, the lists below; mobile the compact chart above the panel, the lists below.
 */
export function TradeLayout({ layout, chart, panel, lists: listsNode, listsTour, testId }: Props) {
  const lists = <Box data-tour={listsTour}>{listsNode}</Box>;
  if (layout === 'wp') {
    return (
      <Stack gap="md" data-testid={testId}>
        {chart}
        {panel}
        {lists}
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid={testId}>
      <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)', gap: 16, alignItems: 'start' }}>
        <Box miw={0}>{chart}</Box>
        {panel}
      </Box>
      {lists}
    </Stack>
  );
}
