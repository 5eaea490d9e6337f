import { type ComboboxItem, Group, type OptionsFilter, Select, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaCode } from '../api/get-area-codes';

interface Props {
  areaCodes: AreaCode[] | undefined;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  testId: string;
}

function regionName(country: string, fallback: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Country/area code picker (searchable by code and country name). */
export function AreaCodeSelect({ areaCodes, value, onChange, error, testId }: Props) {
  const { t, i18n } = useTranslation();
  const { data, names } = useMemo(() => {
    const names = new Map<string, string>();
    const data: ComboboxItem[] = (areaCodes ?? []).map((a) => {
      const name = regionName(a.country, a.name, i18n.language);
      names.set(String(a.id), `${a.code} ${name} ${a.name} ${a.country}`.toLowerCase());
      return { value: String(a.id), label: `+${a.code}` };
    });
    return { data, names };
  }, [areaCodes, i18n.language]);

  const labels = useMemo(
    () => new Map((areaCodes ?? []).map((a) => [String(a.id), regionName(a.country, a.name, i18n.language)])),
    [areaCodes, i18n.language],
  );

  const filter: OptionsFilter = ({ options, search }) => {
    const q = search.trim().toLowerCase().replace(/^\+/, '');
    if (!q) return options;
    return (options as ComboboxItem[]).filter((o) => names.get(o.value)?.includes(q));
  };

  return (
    <Select
      data={data}
      value={value}
      onChange={onChange}
      searchable
      filter={filter}
      nothingFoundMessage={t('common.noData')}
      placeholder={t('auth.areaCode')}
      aria-label={t('auth.areaCode')}
      error={error}
      w={112}
      allowDeselect={false}
      comboboxProps={{ width: 260, position: 'bottom-start' }}
      maxDropdownHeight={280}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" fw={600} w={48}>
            {option.label}
          </Text>
          <Text fz="sm" c="dimmed" truncate="end">
            {labels.get(option.value)}
          </Text>
        </Group>
      )}
      data-testid={testId}
    />
  );
}
