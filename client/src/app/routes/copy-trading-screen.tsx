// Copy trading (/pc/copy, /wp/copy): the copy feature's screen, a leader's results drawn with
// the results-analytics components (their summary figures and equity curve, read only: the
// trades behind a leader's figures are theirs).
import { Stack } from '@mantine/core';
import { EquityChart } from '../../features/analytics/components/equity-chart';
import { SummaryFigures } from '../../features/analytics/components/summary-figures';
import { CopyScreen } from '../../features/copy/components/copy-screen';
import type { ReportView } from '../../features/copy/types';
import { TradeEnvProvider } from '../../lib/trading/trade-env-provider';

const leaderReport: ReportView = (report, compact) => (
  <Stack gap="sm">
    <SummaryFigures report={report} compact={compact} />
    <EquityChart report={report} compact={compact} />
  </Stack>
);

export function CopyTradingScreen({ compact }: { compact: boolean }) {
  return (
    <TradeEnvProvider>
      <CopyScreen compact={compact} report={leaderReport} />
    </TradeEnvProvider>
  );
}
