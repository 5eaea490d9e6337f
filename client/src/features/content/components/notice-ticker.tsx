import { Anchor, Group, Marquee, Paper, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../api/get-notices';

interface Props {
  notices: Notice[] | undefined;
  onOpen: (id: number) => void;
  onMore?: () => void;
}

/** A scrolling line of notice titles. */
export function NoticeTicker({ notices, onOpen, onMore }: Props) {
  const { t } = useTranslation();
  if (!notices || notices.length === 0) return null;
  return (
    <Paper className="notice-ticker" radius="md" px="sm" py={6} withBorder data-testid="notice-ticker">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size="sm" variant="transparent" aria-hidden>
          <IconSpeakerphone size={18} />
        </ThemeIcon>
        <Marquee
          pauseOnHover
          duration={Math.max(20_000, notices.length * 9_000)}
          gap="xl"
          repeat={2}
          style={{ flex: 1, minWidth: 0 }}
          fadeEdgeColor="var(--app-surface)"
        >
          {notices.map((n) => (
            <UnstyledButton key={n.id} className="notice-ticker-item" onClick={() => onOpen(n.id)} data-testid={`notice-ticker-${n.id}`}>
              {n.title}
            </UnstyledButton>
          ))}
        </Marquee>
        {onMore && (
          <Anchor component="button" type="button" fz="sm" c="dimmed" onClick={onMore} className="notice-ticker-more">
            <Group gap={2} wrap="nowrap">
              {t('common.more')}
              <IconChevronRight size={14} />
            </Group>
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}
