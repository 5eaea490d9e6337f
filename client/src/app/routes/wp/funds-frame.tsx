import { Button, Group, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { type FundsLinks, FundsLinksProvider } from '../../../features/funds/links';

const WP_LINKS: Omit<FundsLinks, 'contactSupport'> = {
  recharge: '/wp/recharge',
  rechargeHistory: '/wp/recharge/history',
  withdraw: '/wp/withdraw',
  withdrawHistory: '/wp/withdraw/history',
  transfer: '/wp/transfer',
  transferHistory: '/wp/transfer/history',
  fastTrade: '/wp/trade',
  property: '/wp/property',
  gatheringWay: '/wp/gatheringWay',
  security: '/wp/security',
};

/** Mobile funds pages: the mobile links (customer service is /wp/kefu) and an optional top link. */
export function WpFunds({
  action,
  testId,
  children,
}: {
  action?: { label: string; to: string; testId?: string };
  testId: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const links: FundsLinks = { ...WP_LINKS, contactSupport: () => navigate('/wp/kefu') };
  return (
    <FundsLinksProvider links={links}>
      <Stack gap="md" data-testid={testId}>
        {action && (
          <Group justify="flex-end" mb={-6}>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconHistory size={14} />}
              onClick={() => navigate(action.to)}
              data-testid={action.testId}
            >
              {action.label}
            </Button>
          </Group>
        )}
        {children}
      </Stack>
    </FundsLinksProvider>
  );
}

export { WP_LINKS };
