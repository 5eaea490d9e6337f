// The kinds of content the back office edits (decision 029), each under /api/admin/<path>;
// the products' display names are edited here too (decision 074).
import type {
  BannerBody,
  CustomerServiceBody,
  MessageBody,
  NewsBody,
  NoticeBody,
  StaffBanner,
  StaffCustomerService,
  StaffMessage,
  StaffNews,
  StaffNotice,
} from '../../../../../../shared/schemas/admin-content.ts';
import type {
  HelpArticleBody,
  HelpCategoryBody,
  PageBody,
  StaffHelpArticle,
  StaffHelpCategory,
  StaffPage,
} from '../../../../../../shared/schemas/pages.ts';
import type { ProductNamesBody, StaffProductNames } from '../../../../../../shared/schemas/product.ts';

export interface ContentKinds {
  notices: { body: NoticeBody; row: StaffNotice };
  banners: { body: BannerBody; row: StaffBanner };
  messages: { body: MessageBody; row: StaffMessage };
  'customer-services': { body: CustomerServiceBody; row: StaffCustomerService };
  news: { body: NewsBody; row: StaffNews };
  pages: { body: PageBody; row: StaffPage };
  'help-categories': { body: HelpCategoryBody; row: StaffHelpCategory };
  'help-articles': { body: HelpArticleBody; row: StaffHelpArticle };
  products: { body: ProductNamesBody; row: StaffProductNames };
}
export type ContentKind = keyof ContentKinds;
export const CONTENT_KINDS: readonly ContentKind[] = [
  'notices',
  'banners',
  'messages',
  'customer-services',
  'news',
  'pages',
  'help-categories',
  'help-articles',
  'products',
];
