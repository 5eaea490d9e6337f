import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A row's "Trade" link to the trade page on that row's product (the row itself opens the detail). */
export function TradeButton({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="light" component={Link} to={to} onClick={(e) => e.stopPropagation()} data-testid={testId}>
      {t('market.trade')}
    </Button>
  );
}
