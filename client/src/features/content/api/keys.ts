// Query keys of the content feature (banners, notices, messages, news), under ['content'].
export type BannerPosition = 'pc' | 'wp';
/** Who reads messages: the user id (0 while the user info is not stored yet), or a visitor. */
export type Viewer = number | 'guest';

const all = ['content'] as const;
/** Messages are keyed by who reads them and in which language: the server words the user's own in it. */
const messages = (viewer: Viewer, language: string) => [...all, 'messages', viewer, language] as const;
const notices = () => [...all, 'notices'] as const;
const newsList = () => [...all, 'news'] as const;

export const contentKeys = {
  all,
  banners: (position: BannerPosition) => [...all, 'banners', position] as const,
  messages,
  message: (viewer: Viewer, language: string, id: number) => [...messages(viewer, language), 'detail', id] as const,
  /** Every cached message list and detail, of any viewer and language (what a new or read message changes). */
  allMessages: () => [...all, 'messages'] as const,
  /** The bell's unread counts of a viewer. */
  unread: (viewer: Viewer) => [...all, 'unread', viewer] as const,
  notices,
  noticeDialog: () => [...notices(), 'dialog'] as const,
  notice: (id: number) => [...notices(), 'detail', id] as const,
  newsList,
  news: (id: number) => [...newsList(), id] as const,
};
