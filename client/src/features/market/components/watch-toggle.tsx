import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAddWatch } from '../api/add-watch';
import { useRemoveWatch } from '../api/remove-watch';

/** Star that adds a product to or removes it from the watch list; visitors are asked to log in. */
export function WatchToggle({ productId, watched }: { productId: number; watched: boolean }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const add = useAddWatch();
  const remove = useRemoveWatch();
  const busy = add.isPending || remove.isPending;
  const label = watched ? t('market.removeWatch') : t('market.addWatch');

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (!token) {
      toast.warning(t('error.loginFirst'));
      return;
    }
    if (watched) remove.mutate(productId, { onSuccess: () => toast.success(t('market.removed')) });
    else add.mutate(productId, { onSuccess: () => toast.success(t('market.added')) });
  };

  return (
    <ActionIcon
      variant="subtle"
      color={watched ? 'yellow' : 'gray'}
      onClick={onClick}
      loading={busy}
      aria-label={label}
      title={label}
      aria-pressed={watched}
      data-testid={`watch-toggle-${productId}`}
    >
      {watched ? <IconStarFilled size={18} /> : <IconStar size={18} />}
    </ActionIcon>
  );
}
