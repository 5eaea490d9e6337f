// The back office's content and site settings (issue 14 point 6, decision 029): notices,
// banners, messages, customer-service entries and news, each written in English (the
// columns) with an optional version per other locale (`i18n`), plus config keys and the
// languages shown.
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locales.ts';
import { ImageStorePath, IsoDate, YesNo } from './common.ts';

/** The locales a text may have a version in besides English (the fallback). */
export const TRANSLATED_LOCALES: readonly Locale[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const TranslatedLocale = z.enum(LOCALES).refine((l) => l !== DEFAULT_LOCALE);

export const Text = (max: number) => z.string().trim().min(1).max(max);
/** A field of another locale's version: blank means "none", so the reader sees English. */
export const Optional = (max: number) => z.string().trim().max(max).optional();

/** `{ "ja-JP": { title, content }, ... }`: the versions of a text in other locales, each field optional. */
export const Translations = <S extends z.ZodRawShape>(shape: S) => z.partialRecord(TranslatedLocale, z.strictObject(shape));

// ---------------------------------------------------------------- notices
export const NoticeTranslations = Translations({ title: Optional(200), content: Optional(10_000) });
export const NoticeBody = z
  .strictObject({
    title: Text(200),
    content: Text(10_000),
    isDialog: z.boolean().meta({ description: 'shown as the popup notice (the newest enabled one)' }),
    enabled: z.boolean(),
    i18n: NoticeTranslations.default({}),
  })
  .meta({ id: 'NoticeBody' });
export type NoticeBody = z.infer<typeof NoticeBody>;
export const StaffNotice = NoticeBody.extend({ id: z.number().int(), createdAt: IsoDate }).meta({ id: 'StaffNotice' });
export type StaffNotice = z.infer<typeof StaffNotice>;

// ---------------------------------------------------------------- banners
/** Where a banner link may lead: a page of the app (`/...`, `#/...`) or an https address. */
const Link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[^\s]*|#\/[^\s]*|https:\/\/[^\s]+)$/);
export const BannerTranslations = Translations({
  title: Optional(200),
  subtitle: Optional(300),
  button: Optional(40),
  image: ImageStorePath.optional(),
});
/** A banner's texts are drawn over its image, so that each locale reads its own (decision 074). */
export const BannerBody = z
  .strictObject({
    title: Text(200),
    subtitle: z.string().trim().max(300).default(''),
    button: z.string().trim().max(40).default(''),
    image: ImageStorePath,
    link: Link.default(''),
    position: z.enum(['all', 'pc', 'wp']),
    sort: z.number().int().min(0).max(9999),
    enabled: z.boolean(),
    i18n: BannerTranslations.default({}),
  })
  .meta({ id: 'BannerBody' });
export type BannerBody = z.infer<typeof BannerBody>;
export const StaffBanner = BannerBody.extend({ id: z.number().int(), createdAt: IsoDate }).meta({ id: 'StaffBanner' });
export type StaffBanner = z.infer<typeof StaffBanner>;
export const ImageUploaded = z.object({ path: ImageStorePath }).meta({ id: 'ImageUploaded' });

// ---------------------------------------------------------------- customer service
export const CustomerServiceBody = z
  .strictObject({
    name: Text(100),
    customerLogo: ImageStorePath,
    customerUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/),
    levitate: YesNo,
    isEnable: YesNo,
    sort: z.number().int().min(0).max(9999),
    i18n: Translations({ name: Optional(100) }).default({}),
  })
  .meta({ id: 'CustomerServiceBody' });
export type CustomerServiceBody = z.infer<typeof CustomerServiceBody>;
export const StaffCustomerService = CustomerServiceBody.extend({ id: z.number().int() }).meta({ id: 'StaffCustomerService' });
export type StaffCustomerService = z.infer<typeof StaffCustomerService>;

// ---------------------------------------------------------------- news
export const NewsTranslations = Translations({ title: Optional(200), summary: Optional(500), body: Optional(15_000) });
export const NewsBody = z
  .strictObject({
    coverImage: ImageStorePath.nullable(),
    title: Text(200),
    summary: z.string().trim().max(500).default(''),
    body: Text(15_000),
    published: z.boolean().meta({ description: 'customers see it from the first publication on' }),
    i18n: NewsTranslations.default({}),
  })
  .meta({ id: 'NewsBody' });
export type NewsBody = z.infer<typeof NewsBody>;
export const StaffNews = NewsBody.extend({ id: z.number().int(), publishedAt: IsoDate.nullable(), createdAt: IsoDate }).meta({
  id: 'StaffNews',
});
export type StaffNews = z.infer<typeof StaffNews>;
/** A published article as a customer reads it (in their locale). */
export const NewsArticle = z
  .object({
    id: z.number().int(),
    coverImage: z.string().nullable(),
    title: z.string(),
    summary: z.string(),
    body: z.string(),
    publishedAt: IsoDate,
  })
  .meta({ id: 'NewsArticle' });
export const NewsListItem = NewsArticle.omit({ body: true }).meta({ id: 'NewsListItem' });
export const NewsList = z.array(NewsListItem);

// ---------------------------------------------------------------- messages
export const MessageBody = z
  .strictObject({
    userId: z.number().int().positive().nullable().meta({ description: 'the one recipient, or null for everyone' }),
    title: Text(200),
    content: Text(10_000),
    i18n: NoticeTranslations.default({}),
  })
  .meta({ id: 'MessageBody' });
export type MessageBody = z.infer<typeof MessageBody>;
export const StaffMessage = MessageBody.extend({ id: z.number().int(), createdAt: IsoDate }).meta({ id: 'StaffMessage' });
export type StaffMessage = z.infer<typeof StaffMessage>;

// ---------------------------------------------------------------- languages and config keys
export const LanguageShownBody = z.strictObject({ isShow: z.boolean() }).meta({ id: 'LanguageShownBody' });
export const StaffLanguage = z
  .object({ id: z.number().int(), name: z.string(), flag: z.string(), isShow: z.boolean() })
  .meta({ id: 'StaffLanguage' });
export type StaffLanguage = z.infer<typeof StaffLanguage>;

/** How staff may edit a config key; keys not listed are shown but not editable here. */
export const CONFIG_KINDS = {
  isClose: 'yesNo',
  rechargeOfflineMaintenance: 'yesNo',
  rechargeCryptoMaintenance: 'yesNo',
  withdrawMaintenance: 'yesNo',
  inviteCodeRequired: 'yesNo',
  logo: 'image',
  loginLogo: 'image',
  siteName: 'text',
} as const;
export type ConfigKind = (typeof CONFIG_KINDS)[keyof typeof CONFIG_KINDS] | 'readOnly';
export const ConfigKindValue = z.enum(['yesNo', 'image', 'text', 'readOnly']);
export const ConfigKeyParams = z.strictObject({ identify: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/) });
export const ConfigValueBody = z.strictObject({ configValue: z.string().trim().min(1).max(200) }).meta({ id: 'ConfigValueBody' });
export const StaffConfigItem = z
  .object({ identify: z.string(), configValue: z.string(), description: z.string(), isPublic: z.boolean(), kind: ConfigKindValue })
  .meta({ id: 'StaffConfigItem' });
export type StaffConfigItem = z.infer<typeof StaffConfigItem>;
