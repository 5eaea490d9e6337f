import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ReportView } from '../types';
import { LeadPanel } from './lead-panel';
import { LeadersList } from './leaders-list';
import { MyCopies } from './my-copies';

const TABS = ['leaders', 'mine', 'lead'] as const;
type CopyTab = (typeof TABS)[number];

/**
 * Copy trading (issue 42 point 2, decision 103): the leaders one can copy, my copies and my
 * own leading, as tabs (the tab kept in the address, ?tab=). `report` draws a leader's results
 * (the page composes the analytics components).
 */
export function CopyScreen({ compact, report }: { compact: boolean; report: ReportView }) {
  const { t } = useTranslation('trade');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: CopyTab = TABS.find((x) => x === raw) ?? 'leaders';
  const go = (next: CopyTab) => setParams(next === 'leaders' ? {} : { tab: next }, { replace: true });
  return (
    <Stack gap={compact ? 'sm' : 'md'} data-testid="copy-screen">
      <Text size="sm" c="dimmed">
        {t('copyTrading.intro')}
      </Text>
      <Tabs value={tab} onChange={(v) => v && go(v as CopyTab)} keepMounted={false}>
        <Tabs.List grow={compact} mb="sm">
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x} data-testid={`copy-tab-${x}`}>
              {t(`copyTrading.tab.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="leaders">
          <LeadersList compact={compact} report={report} onCopying={() => go('mine')} />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          <MyCopies compact={compact} onBrowse={() => go('leaders')} />
        </Tabs.Panel>
        <Tabs.Panel value="lead">
          <LeadPanel compact={compact} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
