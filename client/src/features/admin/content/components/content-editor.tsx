// The editor of one entry: its settings on top, then a tab per locale with the texts (and
// per-locale images) of that locale. English is required; a blank field of another locale
// shows the English one to its readers (decision 029).
import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '../../../../../../shared/locales.ts';
import type { ContentKind, ContentKinds } from '../api/content-kinds';
import { useContent } from '../api/get-content';
import { useSaveContent } from '../api/save-content';
import { bodyOf, type Field, KIND_SPECS } from './content-fields';
import { ImageField } from './image-field';

type Values = Record<string, unknown>;
type Versions = Record<string, Record<string, string>>;

/** A help article's category: one of the help categories. */
function CategoryField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: unknown;
  onChange: (v: unknown) => void;
  testId: string;
}) {
  const categories = useContent('help-categories');
  return (
    <Select
      label={label}
      w={240}
      allowDeselect={false}
      data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      data-testid={testId}
    />
  );
}

function SettingField({ field, value, onChange }: { field: Field; value: unknown; onChange: (v: unknown) => void }) {
  const { t } = useTranslation('admin');
  const label = t(`admin.content.field.${field.name}`);
  const testId = `content-field-${field.name}`;
  switch (field.kind) {
    case 'switch':
      return <Switch label={label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} data-testid={testId} />;
    case 'yesNo':
      return (
        <Switch
          label={label}
          checked={value === 'Y'}
          onChange={(e) => onChange(e.currentTarget.checked ? 'Y' : 'N')}
          data-testid={testId}
        />
      );
    case 'number':
      return <NumberInput label={label} min={0} max={9999} value={Number(value)} onChange={(v) => onChange(Number(v) || 0)} w={140} />;
    case 'select':
      return (
        <Select
          label={label}
          w={200}
          allowDeselect={false}
          data={field.options.map((o) => ({ value: o, label: t(`admin.content.option.${o}`) }))}
          value={String(value)}
          onChange={(v) => onChange(v)}
        />
      );
    case 'recipient':
      return (
        <Stack gap={4}>
          <SegmentedControl
            data={[
              { value: 'all', label: t('admin.content.toAll') },
              { value: 'one', label: t('admin.content.toOne') },
            ]}
            value={value === null ? 'all' : 'one'}
            onChange={(v) => onChange(v === 'all' ? null : '')}
            data-testid="content-recipient"
          />
          {value !== null && (
            <TextInput
              label={t('admin.content.field.userId')}
              w={200}
              inputMode="numeric"
              value={String(value ?? '')}
              onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
              data-testid={testId}
            />
          )}
        </Stack>
      );
    case 'category':
      return <CategoryField label={label} value={value} onChange={onChange} testId={testId} />;
    case 'image':
      return <ImageField label={label} value={(value as string | null) ?? ''} onChange={(v) => onChange(v || null)} testId={testId} />;
    default:
      return <TextInput label={label} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />;
  }
}

function TextField({
  field,
  value,
  placeholder,
  onChange,
  testId,
}: {
  field: Field;
  value: string;
  placeholder?: string;
  onChange: (v: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const label = t(`admin.content.field.${field.name}`);
  if (field.kind === 'image')
    return <ImageField label={label} value={value} placeholder={placeholder} onChange={onChange} testId={testId} />;
  if (field.kind === 'textarea')
    return (
      <Textarea
        label={label}
        autosize
        minRows={4}
        maxRows={12}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    );
  return (
    <TextInput
      label={label}
      value={value}
      placeholder={placeholder}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid={testId}
    />
  );
}

export function ContentEditor<K extends ContentKind>({
  kind,
  row,
  onDone,
}: {
  kind: K;
  row: ContentKinds[K]['row'] | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const spec = KIND_SPECS[kind];
  const initial = row ? bodyOf(kind, row as Values) : { ...spec.empty, i18n: {} };
  const [values, setValues] = useState<Values>(initial);
  const [versions, setVersions] = useState<Versions>((initial.i18n as Versions) ?? {});
  const save = useSaveContent(kind);
  const settings = spec.fields.filter((f) => !('translated' in f && f.translated));
  const texts = spec.fields.filter((f) => 'translated' in f && f.translated);
  const set = (name: string, v: unknown) => setValues((old) => ({ ...old, [name]: v }));
  const setVersion = (locale: string, name: string, v: string) =>
    setVersions((old) => ({ ...old, [locale]: { ...old[locale], [name]: v } }));

  const submit = () => {
    // a blank field is no version: its readers see English
    const i18n = Object.fromEntries(
      Object.entries(versions).map(([l, fields]) => [l, Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== ''))]),
    );
    const body: Values = { ...values, i18n };
    if (kind === 'messages' && body.userId !== null) body.userId = Number(body.userId) || 0;
    save.mutate({ id: row ? (row as { id: number }).id : null, body: body as ContentKinds[K]['body'] }, { onSuccess: onDone });
  };

  return (
    <Stack gap="md" data-testid={`content-editor-${kind}`}>
      <Group align="flex-end" gap="lg">
        {settings.map((f) => (
          <SettingField key={f.name} field={f} value={values[f.name]} onChange={(v) => set(f.name, v)} />
        ))}
      </Group>
      <Tabs defaultValue={DEFAULT_LOCALE} keepMounted={false}>
        <Tabs.List>
          {LOCALES.map((l) => (
            <Tabs.Tab key={l} value={l} data-testid={`content-locale-${l}`}>
              {l}
              {l !== DEFAULT_LOCALE && Object.values(versions[l] ?? {}).some((v) => v) ? ' •' : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LOCALES.map((l) => (
          <Tabs.Panel key={l} value={l} pt="sm">
            <Stack gap="sm">
              <Text fz="xs" c="dimmed">
                {l === DEFAULT_LOCALE ? t('admin.content.englishHint') : t('admin.content.versionHint')}
              </Text>
              {texts.map((f) =>
                l === DEFAULT_LOCALE ? (
                  <TextField
                    key={f.name}
                    field={f}
                    value={String(values[f.name] ?? '')}
                    onChange={(v) => set(f.name, v)}
                    testId={`content-text-${f.name}`}
                  />
                ) : (
                  <TextField
                    key={f.name}
                    field={f}
                    value={versions[l]?.[f.name] ?? ''}
                    placeholder={String(values[f.name] ?? '')}
                    onChange={(v) => setVersion(l, f.name, v)}
                    testId={`content-text-${f.name}-${l}`}
                  />
                ),
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('admin.content.cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending} data-testid="content-save">
          {row ? t('admin.content.save') : kind === 'messages' ? t('admin.content.send') : t('admin.content.create')}
        </Button>
      </Group>
    </Stack>
  );
}
