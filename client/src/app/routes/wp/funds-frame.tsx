import { Button, Group, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type FundsLinks, FundsLinksProvider } from '../../../features/funds/links';
import { fundsPaths } from '../../account-links';

const WP_LINKS = fundsPaths('wp');

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

/** A mobile funds form (deposit, withdrawal, exchange), with the way to its history above it. */
export function WpFundsFormPage({ screen, children }: { screen: 'recharge' | 'withdraw' | 'transfer'; children: ReactNode }) {
  const { t } = useTranslation();
  const history = `${screen}History` as const;
  return (
    <WpFunds testId={`wp-${screen}`} action={{ label: t(`route.${history}`), to: WP_LINKS[history], testId: `${screen}-history-link` }}>
      {children}
    </WpFunds>
  );
}
