// What each kind of content has: the fields of its editor (those marked `translated` get a
// version per locale, decision 029), the columns of its table, its on/off switch and a new
// entry's values.
import type { ContentKind } from '../api/content-kinds';

import type en from '../../../../locales/admin/en-US.json';

/** A field or column: its label is `admin.content.field.<name>`. */
export type FieldName = keyof typeof en.admin.content.field;
export type ToggleField = keyof typeof en.admin.content.on;
export type SelectOption = keyof typeof en.admin.content.option;

export type Field =
  | { name: FieldName; kind: 'text' | 'textarea'; translated?: boolean }
  | { name: FieldName; kind: 'image'; translated?: boolean; optional?: boolean }
  | { name: FieldName; kind: 'switch' | 'yesNo' | 'number' | 'recipient' | 'category' }
  | { name: FieldName; kind: 'select'; options: readonly SelectOption[] };

export interface KindSpec {
  fields: readonly Field[];
  /** The column searched and shown first. */
  titleField: FieldName;
  /** Fields shown as table columns after the title. */
  columns: readonly FieldName[];
  /** The field the row's switch turns on and off, with its two values. */
  toggle?: { field: ToggleField; on: unknown; off: unknown };
  /** Messages are sent, not edited. */
  editable: boolean;
  /** A fixed set of entries (the content pages): edited only, never created or deleted. */
  fixed?: boolean;
  empty: Record<string, unknown>;
}

const text = (name: FieldName) => ({ name, kind: 'text', translated: true }) as const;
const long = (name: FieldName) => ({ name, kind: 'textarea', translated: true }) as const;

export const KIND_SPECS: Record<ContentKind, KindSpec> = {
  notices: {
    fields: [text('title'), long('content'), { name: 'isDialog', kind: 'switch' }, { name: 'enabled', kind: 'switch' }],
    titleField: 'title',
    columns: ['isDialog', 'createdAt'],
    toggle: { field: 'enabled', on: true, off: false },
    editable: true,
    empty: { title: '', content: '', isDialog: false, enabled: true },
  },
  banners: {
    // the texts are drawn over a text-free image, so each locale has its own (decision 074)
    fields: [
      text('title'),
      text('subtitle'),
      text('button'),
      { name: 'image', kind: 'image', translated: true },
      { name: 'link', kind: 'text' },
      { name: 'position', kind: 'select', options: ['all', 'pc', 'wp'] },
      { name: 'sort', kind: 'number' },
      { name: 'enabled', kind: 'switch' },
    ],
    titleField: 'title',
    columns: ['image', 'position', 'sort'],
    toggle: { field: 'enabled', on: true, off: false },
    editable: true,
    empty: { title: '', subtitle: '', button: '', image: '', link: '', position: 'all', sort: 0, enabled: true },
  },
  messages: {
    fields: [{ name: 'userId', kind: 'recipient' }, text('title'), long('content')],
    titleField: 'title',
    columns: ['userId', 'createdAt'],
    editable: false,
    empty: { userId: null, title: '', content: '' },
  },
  'customer-services': {
    fields: [
      text('name'),
      { name: 'customerLogo', kind: 'image' },
      { name: 'customerUrl', kind: 'text' },
      { name: 'levitate', kind: 'yesNo' },
      { name: 'isEnable', kind: 'yesNo' },
      { name: 'sort', kind: 'number' },
    ],
    titleField: 'name',
    columns: ['customerLogo', 'customerUrl', 'levitate'],
    toggle: { field: 'isEnable', on: 'Y', off: 'N' },
    editable: true,
    empty: { name: '', customerLogo: '', customerUrl: '', levitate: 'Y', isEnable: 'Y', sort: 0 },
  },
  news: {
    fields: [
      { name: 'coverImage', kind: 'image', optional: true },
      text('title'),
      long('summary'),
      long('body'),
      { name: 'published', kind: 'switch' },
    ],
    titleField: 'title',
    columns: ['coverImage', 'publishedAt'],
    toggle: { field: 'published', on: true, off: false },
    editable: true,
    empty: { coverImage: null, title: '', summary: '', body: '', published: false },
  },
  pages: {
    fields: [text('title'), long('body')],
    titleField: 'title',
    columns: ['slug', 'updatedAt'],
    editable: true,
    fixed: true,
    empty: { title: '', body: '' },
  },
  'help-categories': {
    fields: [text('title'), { name: 'sort', kind: 'number' }, { name: 'enabled', kind: 'switch' }],
    titleField: 'title',
    columns: ['sort'],
    toggle: { field: 'enabled', on: true, off: false },
    editable: true,
    empty: { title: '', sort: 0, enabled: true },
  },
  'help-articles': {
    fields: [
      { name: 'categoryId', kind: 'category' },
      text('title'),
      long('body'),
      { name: 'sort', kind: 'number' },
      { name: 'enabled', kind: 'switch' },
    ],
    titleField: 'title',
    columns: ['categoryId', 'sort', 'updatedAt'],
    toggle: { field: 'enabled', on: true, off: false },
    editable: true,
    empty: { categoryId: null, title: '', body: '', sort: 0, enabled: true },
  },
  products: {
    // a product's display name per locale (decision 074); the symbol is the ticker and stays,
    // and enabling a product is a four-eyes proposal on the money settings page
    fields: [text('name')],
    titleField: 'name',
    columns: ['symbol', 'category'],
    editable: true,
    fixed: true,
    empty: { name: '' },
  },
};

/** The fields of a row that its body carries (not the id or the dates the server sets). */
export function bodyOf(kind: ContentKind, row: Record<string, unknown>): Record<string, unknown> {
  const names = [...KIND_SPECS[kind].fields.map((f) => f.name), 'i18n'];
  return Object.fromEntries(names.map((n) => [n, row[n]]));
}
