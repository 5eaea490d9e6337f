import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import type { Locale } from '../../../../../shared/locales.ts';
import { useLocaleChoice } from '../hooks/use-locale-choice';
import { FlagImage } from './flag-image';

/** Full-page list of languages (the Language screen). */
export function LanguageList({ onChanged }: { onChanged?: (locale: Locale) => void }) {
  const { options, active, change } = useLocaleChoice();
  return (
    <Paper withBorder radius="md" data-testid="language-list" className="list-card">
      {options.map((o) => (
        <UnstyledButton
          key={o.locale}
          className="list-row"
          onClick={async () => {
            await change(o.locale);
            onChanged?.(o.locale);
          }}
          data-testid={`language-option-${o.locale}`}
          data-active={o.locale === active || undefined}
          lang={o.locale}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <FlagImage path={o.flag} alt={o.name} size={24} />
              <Text>{o.name}</Text>
            </Group>
            {o.locale === active && <IconCircleCheckFilled size={20} color="var(--mantine-primary-color-filled)" />}
          </Group>
        </UnstyledButton>
      ))}
    </Paper>
  );
}
