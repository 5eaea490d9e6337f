import { Button, Text } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/deferred-menu';
import { useLocaleChoice } from '../hooks/use-locale-choice';
import { FlagImage } from './flag-image';

/** Header menu of languages with their flags. */
export function LanguageMenu({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { options, active, activeName, activeFlag, change } = useLocaleChoice();
  return (
    <DeferredMenu
      dropdownTestId="language-menu-dropdown"
      target={
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={<FlagImage path={activeFlag} alt={activeName} />}
          rightSection={compact ? null : <IconChevronDown size={14} />}
          aria-label={t('language.choose')}
          data-testid="language-menu"
          data-locale={active}
        >
          {compact ? null : <Text fz="sm">{activeName}</Text>}
        </Button>
      }
      entries={[
        { type: 'label', key: 'label', label: t('language.choose') },
        ...options.map((o) => ({
          type: 'item' as const,
          key: o.locale,
          label: o.name,
          left: <FlagImage path={o.flag} alt={o.name} />,
          right: o.locale === active ? <IconCheck size={16} /> : null,
          onClick: () => void change(o.locale),
          testId: `language-option-${o.locale}`,
          lang: o.locale,
        })),
      ]}
    />
  );
}
