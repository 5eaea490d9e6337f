// One kind of content as a table: search and on/off filter, pages of 10, and per row its
// switch (enable, publish), edit and delete (confirmed).
import { ActionIcon, Badge, Group, Image, Pagination, SegmentedControl, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconEdit, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import { imageUrl } from '../../../../lib/env';
import { useFormat } from '../../../../lib/format';
import type { ContentKind, ContentKinds } from '../api/content-kinds';
import { useDeleteContent } from '../api/delete-content';
import { useContent } from '../api/get-content';
import { useSaveContent } from '../api/save-content';
import { ConfirmModal } from './confirm-modal';
import { bodyOf, type FieldName, KIND_SPECS, type SelectOption } from './content-fields';

const PAGE_SIZE = 10;
type Row = Record<string, unknown> & { id: number };

/** A help category's title by its id. */
function CategoryName({ id }: { id: unknown }) {
  const categories = useContent('help-categories');
  return <Text fz="sm">{categories.data?.find((c) => c.id === id)?.title ?? `#${id}`}</Text>;
}

function Cell({ name, value }: { name: FieldName; value: unknown }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  if (name === 'categoryId') return <CategoryName id={value} />;
  if (name === 'image' || name === 'customerLogo' || name === 'coverImage')
    return value ? <Image src={imageUrl(String(value))} h={32} w={64} fit="contain" alt="" /> : <Text c="dimmed">—</Text>;
  if (name === 'createdAt' || name === 'publishedAt' || name === 'updatedAt')
    return <Text fz="sm">{value ? dateTime(String(value)) : '—'}</Text>;
  if (name === 'userId') return <Text fz="sm">{value === null ? t('admin.content.everyone') : `#${value}`}</Text>;
  if (name === 'isDialog') return value ? <Badge variant="light">{t('admin.content.field.isDialog')}</Badge> : null;
  if (name === 'position') return <Text fz="sm">{t(`admin.content.option.${value as SelectOption}`)}</Text>;
  if (name === 'levitate') return <Text fz="sm">{value === 'Y' ? t('admin.content.yes') : t('admin.content.no')}</Text>;
  return (
    <Text fz="sm" lineClamp={1} maw={260}>
      {String(value)}
    </Text>
  );
}

export function ContentTable<K extends ContentKind>({ kind, onEdit }: { kind: K; onEdit: (row: ContentKinds[K]['row']) => void }) {
  const { t } = useTranslation('admin');
  const spec = KIND_SPECS[kind];
  const list = useContent(kind);
  const save = useSaveContent(kind);
  const remove = useDeleteContent(kind);
  const [search, setSearch] = useState('');
  const [state, setState] = useState('all');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const rows = ((list.data ?? []) as unknown as Row[]).filter((r) => {
    const title = String(r[spec.titleField] ?? '').toLowerCase();
    if (search && !title.includes(search.toLowerCase())) return false;
    if (spec.toggle && state !== 'all') return (r[spec.toggle.field] === spec.toggle.on) === (state === 'on');
    return true;
  });
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  const toggle = (r: Row) => {
    if (!spec.toggle) return;
    const { field, on, off } = spec.toggle;
    save.mutate({ id: r.id, body: { ...bodyOf(kind, r), [field]: r[field] === on ? off : on } as ContentKinds[K]['body'] });
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <TextInput
          w={280}
          leftSection={<IconSearch size={14} />}
          placeholder={t('admin.content.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          data-testid={`content-search-${kind}`}
        />
        {spec.toggle && (
          <SegmentedControl
            value={state}
            onChange={(v) => {
              setState(v);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('admin.content.filterAll') },
              { value: 'on', label: t(`admin.content.on.${spec.toggle.field}`) },
              { value: 'off', label: t('admin.content.filterOff') },
            ]}
          />
        )}
      </Group>
      <QueryState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
        <Table striped highlightOnHover verticalSpacing="xs" data-testid={`content-table-${kind}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`admin.content.field.${spec.titleField}`)}</Table.Th>
              {spec.columns.map((c) => (
                <Table.Th key={c}>{t(`admin.content.field.${c}`)}</Table.Th>
              ))}
              {spec.toggle && <Table.Th>{t(`admin.content.on.${spec.toggle.field}`)}</Table.Th>}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={spec.columns.length + 3}>
                  <Text c="dimmed" ta="center" py="md">
                    {t('admin.content.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {shown.map((r) => (
              <Table.Tr key={r.id} data-testid={`content-row-${kind}-${r.id}`}>
                <Table.Td>
                  <Text fz="sm" fw={600} lineClamp={1} maw={320}>
                    {String(r[spec.titleField])}
                  </Text>
                </Table.Td>
                {spec.columns.map((c) => (
                  <Table.Td key={c}>
                    <Cell name={c} value={r[c]} />
                  </Table.Td>
                ))}
                {spec.toggle && (
                  <Table.Td>
                    <Switch
                      checked={r[spec.toggle.field] === spec.toggle.on}
                      onChange={() => toggle(r)}
                      aria-label={t(`admin.content.on.${spec.toggle.field}`)}
                      data-testid={`content-toggle-${kind}-${r.id}`}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {spec.editable && (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('admin.content.edit')}
                        onClick={() => onEdit(r as ContentKinds[K]['row'])}
                        data-testid={`content-edit-${kind}-${r.id}`}
                      >
                        <IconEdit size={16} />
                      </ActionIcon>
                    )}
                    {!spec.fixed && (
                      <ActionIcon variant="subtle" color="red" aria-label={t('admin.content.delete')} onClick={() => setDeleting(r)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pages > 1 && (
          <Group justify="center">
            <Pagination size="sm" value={Math.min(page, pages)} total={pages} onChange={setPage} />
          </Group>
        )}
      </QueryState>
      <ConfirmModal
        opened={deleting !== null}
        title={t('admin.content.delete')}
        text={t('admin.content.confirmDelete', { title: String(deleting?.[spec.titleField] ?? '') })}
        action={t('admin.content.delete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        testId="content-delete-confirm"
      />
    </Stack>
  );
}
