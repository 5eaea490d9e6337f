import { ActionIcon, Group } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FlagImage } from '../../../features/language/components/flag-image';
import { useLocaleChoice } from '../../../features/language/hooks/use-locale-choice';

/** Mobile header icons: language (with the current flag) and customer service. */
export function WpHeaderActions({ kefu = true }: { kefu?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { activeFlag, activeName } = useLocaleChoice();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={() => navigate('/wp/language')}
        aria-label={t('language.choose')}
        data-testid="language-menu"
      >
        <FlagImage path={activeFlag} alt={activeName} size={22} />
      </ActionIcon>
      {kefu && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => navigate('/wp/kefu')}
          aria-label={t('kefu.title')}
          data-testid="header-kefu"
        >
          <IconHeadset size={22} />
        </ActionIcon>
      )}
    </Group>
  );
}
