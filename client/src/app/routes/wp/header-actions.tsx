import { ActionIcon, Group } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NotificationBell } from '../../../features/content/components/notification-bell';
import { FlagImage } from '../../../features/language/components/flag-image';
import { useLocaleChoice } from '../../../features/language/hooks/use-locale-choice';

/** An icon of the mobile header that opens a screen. */
function HeaderLink({ to, label, testId, children }: { to: string; label: string; testId: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => navigate(to)} aria-label={label} data-testid={testId}>
      {children}
    </ActionIcon>
  );
}

/** Mobile header icons: the notification bell, language (with the current flag) and customer service. */
export function WpHeaderActions({ kefu = true }: { kefu?: boolean }) {
  const { t } = useTranslation();
  const { activeFlag, activeName } = useLocaleChoice();
  return (
    <Group gap={2} wrap="nowrap">
      <NotificationBell to="/wp/article/message?tab=messages" size={22} />
      <HeaderLink to="/wp/language" label={t('language.choose')} testId="language-menu">
        <FlagImage path={activeFlag} alt={activeName} size={22} />
      </HeaderLink>
      {kefu && (
        <HeaderLink to="/wp/kefu" label={t('kefu.title')} testId="header-kefu">
          <IconHeadset size={22} />
        </HeaderLink>
      )}
    </Group>
  );
}
