// The display languages and whether each is offered to customers; English, every text's fallback, stays shown.
import { Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '../../../../../../shared/locales.ts';
import type { StaffLanguage } from '../../../../../../shared/schemas/admin-content.ts';
import { useSetLanguageShown } from '../api/set-language';

export function LanguageTable({ languages }: { languages: StaffLanguage[] }) {
  const { t } = useTranslation('admin');
  const set = useSetLanguageShown();
  return (
    <Table striped verticalSpacing="xs" data-testid="language-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.config.language')}</Table.Th>
          <Table.Th>{t('admin.config.locale')}</Table.Th>
          <Table.Th>{t('admin.config.shown')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {languages.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>
              <Text fz="sm">{l.name}</Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm" ff="monospace">
                {l.flag}
              </Text>
            </Table.Td>
            <Table.Td>
              <Switch
                checked={l.isShow}
                disabled={l.flag === DEFAULT_LOCALE || set.isPending}
                onChange={(e) => set.mutate({ id: l.id, isShow: e.currentTarget.checked })}
                data-testid={`language-switch-${l.flag}`}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
