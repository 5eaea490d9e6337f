// One market period as anyone can check it (decision 015, 073): its bounds, the commitment
// published before it, the seed once it has closed, and the check done here in the browser:
// SHA-256(seed) computed with WebCrypto must equal the commitment. How to recheck every tick
// offline follows (`npm run market:verify`).
import { Alert, Badge, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { DetailRow } from '../../../components/detail-row';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { type MarketPeriod, useMarketPeriod } from '../api/get-period';
import { sha256OfHex } from '../verify-seed';

/** A long hex value in full: monospace, wrapping anywhere, with its copy button. */
function Hex({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" c="dimmed">
          {label}
        </Text>
        <CopyButton value={value} label={label} testId={`${testId}-copy`} />
      </Group>
      <Text ff="monospace" fz="sm" style={{ wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function Verification({ period }: { period: MarketPeriod }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHash(null);
    if (period.seed) void sha256OfHex(period.seed).then((h) => live && setHash(h));
    return () => {
      live = false;
    };
  }, [period.seed]);
  if (!period.seed) {
    return (
      <Alert color="gray" icon={<IconClock size={18} />} data-testid="period-verify" data-result="sealed">
        {t('proof.period.notYet', { time: fmt.dateTime(new Date(period.end).toISOString()) })}
      </Alert>
    );
  }
  if (hash === null) return <Text fz="sm">{t('proof.period.checking')}</Text>;
  const ok = hash === period.commitment;
  return (
    <Stack gap="xs">
      <Hex value={hash} label={t('proof.period.computed')} testId="period-computed" />
      <Alert
        color={ok ? 'green' : 'red'}
        icon={ok ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
        data-testid="period-verify"
        data-result={ok ? 'match' : 'mismatch'}
      >
        {/* the sign and the words say it, not the colour alone */}
        {ok ? `✓ ${t('proof.period.match')}` : `✗ ${t('proof.period.mismatch')}`}
      </Alert>
    </Stack>
  );
}

export function MarketPeriodView({ start }: { start: number }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const query = useMarketPeriod(start);
  const p = query.data;
  const time = (ms: number) => fmt.dateTime(new Date(ms).toISOString());
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {p && (
        <Stack gap="md" data-testid="market-period" data-status={p.status}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={3}>{t('proof.period.title')}</Title>
            <Badge variant="light" color={p.status === 'closed' ? 'green' : p.status === 'running' ? 'blue' : 'gray'}>
              {t(`proof.period.status.${p.status}`)}
            </Badge>
          </Group>
          <Stack gap={6}>
            <DetailRow label={t('proof.period.start')}>{time(p.start)}</DetailRow>
            <DetailRow label={t('proof.period.end')}>{time(p.end)}</DetailRow>
            <DetailRow label={t('proof.period.committedAt')}>{time(p.committedAt)}</DetailRow>
          </Stack>
          <Hex value={p.commitment} label={t('proof.period.commitment')} testId="period-commitment" />
          {p.seed ? (
            <Hex value={p.seed} label={t('proof.period.seed')} testId="period-seed" />
          ) : (
            <DetailRow label={t('proof.period.seed')} testId="period-seed-sealed">
              {t('proof.period.revealedAfter', { time: time(p.end) })}
            </DetailRow>
          )}
          <Verification period={p} />
          {p.scripted.length > 0 && (
            // a sandbox's scripted ticks (decision 100): no commitment covers them
            <Alert color="orange" data-testid="period-scripted">
              {t('proof.period.sandboxScripted', { symbols: [...new Set(p.scripted.map((r) => r.symbol))].join(', ') })}
            </Alert>
          )}
          <Stack gap={6}>
            <Text fw={600} fz="sm">
              {t('proof.period.recheckTitle')}
            </Text>
            <Text fz="sm">{t('proof.period.recheckText')}</Text>
            {/* wrapped on a phone rather than cut off */}
            <Code block data-testid="period-command" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {`npm run market:verify -- --url ${window.location.origin} --period ${p.start}`}
            </Code>
            <Text fz="xs" c="dimmed">
              {t('proof.period.recheckToken')}
            </Text>
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
