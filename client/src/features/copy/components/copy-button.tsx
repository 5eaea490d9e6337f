import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import type { CopyLeader } from '../types';

/** Copy, or "Copying" (a link to my copies) when I follow them already; nobody copies themselves. */
export function CopyButton({
  leader,
  onCopy,
  onCopying,
  fullWidth,
}: {
  leader: CopyLeader;
  onCopy: (l: CopyLeader) => void;
  onCopying: () => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('trade');
  const { user } = useSession();
  if (user?.userId === leader.leaderId) {
    return (
      <Badge variant="light" color="gray" data-testid={`copy-leader-${leader.leaderId}-self`}>
        {t('copyTrading.you')}
      </Badge>
    );
  }
  return leader.subscriptionId !== null ? (
    <Button
      size="xs"
      variant="light"
      color="teal"
      fullWidth={fullWidth}
      onClick={onCopying}
      data-testid={`copy-leader-${leader.leaderId}-copying`}
      style={{ flexShrink: 0 }}
    >
      {t('copyTrading.copying')}
    </Button>
  ) : (
    <Button
      size="xs"
      fullWidth={fullWidth}
      onClick={() => onCopy(leader)}
      data-testid={`copy-leader-${leader.leaderId}-copy`}
      style={{ flexShrink: 0 }}
    >
      {t('copyTrading.copy')}
    </Button>
  );
}
