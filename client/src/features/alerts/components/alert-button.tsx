// The bell next to a price (market detail, trade screens): opens the alert form for that symbol.
// On the demo page a visitor's guest session sets alerts too (its token, no list page of its
// own), and its fired alerts are watched by polling (no private channel: use-guest-alert-poll).
import { ActionIcon, Popover, Tooltip } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTickerPrice } from '../../../lib/api/live-quotes';
import { useOwner } from '../../../lib/api/keys';
import { useTradeEnv } from '../../../lib/trading/env';
import { useGuestAlertPoll } from '../hooks/use-guest-alert-poll';
import { AlertForm } from './alert-form';

export function AlertButton({ symbol, listPath }: { symbol: string; listPath: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const price = useTickerPrice(symbol);
  const { signedIn } = useOwner();
  const env = useTradeEnv();
  useGuestAlertPoll();
  const guest = env.guest && env.ready;
  if (!signedIn && !guest) return null;
  return (
    <Popover opened={open} onChange={setOpen} width={300} position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Tooltip label={t('alerts.bell')}>
          <ActionIcon variant="light" size="lg" aria-label={t('alerts.bell')} onClick={() => setOpen((o) => !o)} data-testid="alert-bell">
            <IconBellPlus size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        {open && (
          <AlertForm
            symbol={symbol}
            price={price}
            listPath={guest ? undefined : listPath}
            authorization={guest ? env.authorization : undefined}
            onDone={() => setOpen(false)}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
