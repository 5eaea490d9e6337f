// Query keys of the back office, its areas (features/admin/<area>) included: everything under
// ['admin'], dropped when the staff member changes or logs out, and refetched after a proposal
// is decided (an approval may change balances, settings and queues).
import type { ProposalKind } from '../../../../../shared/schemas/approvals.ts';
import type { ChatTab } from '../../../../../shared/schemas/chat.ts';
import type { ListingStatus } from '../../../../../shared/schemas/pages.ts';
import type { ContentKind } from '../content/api/content-kinds';
import type { QueueFilters, QueueKind } from '../queue-types';
import type { TradeMode, UserLists } from '../user-types';

// The filters the paged lists are keyed by (their endpoint files send them), each as typed (empty: any).

export interface AuditFilters {
  staffId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
}

export interface ProposalFilters {
  status: 'pending' | 'decided';
  kind?: ProposalKind;
  mine?: boolean;
}

/** The contract area's list of positions. */
export interface PositionFilters {
  status?: string;
  mode?: string;
  productId?: string;
  user?: string;
}

/** The mining area's list of orders. */
export interface MiningOrderFilters {
  status?: string;
  productId?: string;
  user?: string;
}

/** The spot area's list of orders. */
export interface SpotOrderFilters {
  status?: string;
  mode?: string;
  marketId?: string;
  user?: string;
}

/** The bonus area's list of grants. */
export interface BonusGrantFilters {
  kind?: string;
  state?: string;
  user?: string;
}

/** The incoming transfers list (issue 38). */
export interface IncomingFilters {
  user?: string;
  network?: string;
  txId?: string;
  status?: string;
  mode?: string;
}

/** Customers' API keys (issue 39): by customer id (a customer's page), customer search and status. */
export interface ApiKeyFilters {
  userId?: number;
  user?: string;
  status?: string;
}

const all = ['admin'] as const;
const auditAll = () => [...all, 'audit'] as const;
const proposalsAll = () => [...all, 'proposals'] as const;
const queuesAll = () => [...all, 'queues'] as const;
const queueAll = (kind: QueueKind) => [...queuesAll(), kind] as const;
const usersAll = () => [...all, 'users'] as const;
const listingAll = () => [...all, 'listing'] as const;
const clientErrorsAll = () => [...all, 'client-errors'] as const;
const contractPositionsAll = () => [...all, 'contract', 'positions'] as const;
const chatAll = () => [...all, 'chat'] as const;
const chatInboxAll = () => [...chatAll(), 'inbox'] as const;
const chatConversationsAll = () => [...chatAll(), 'conversation'] as const;
const miningOrdersAll = () => [...all, 'mining', 'orders'] as const;
const spotOrdersAll = () => [...all, 'spot', 'orders'] as const;
const incomingAll = () => [...all, 'incoming'] as const;
const apiKeysAll = () => [...all, 'api-keys'] as const;
const classesAll = () => [...all, 'classes'] as const;

export const adminKeys = {
  all,
  me: () => [...all, 'me'] as const,
  overview: () => [...all, 'overview'] as const,
  engine: () => [...all, 'engine'] as const,
  staff: () => [...all, 'staff'] as const,
  moneySettings: () => [...all, 'money-settings'] as const,

  auditAll,
  audit: (filters: AuditFilters, page: number, pageSize: number) => [...auditAll(), 'page', filters, page, pageSize] as const,
  auditVerification: () => [...auditAll(), 'verify'] as const,

  proposalsAll,
  proposals: (filters: ProposalFilters, page: number, pageSize: number) => [...proposalsAll(), 'page', filters, page, pageSize] as const,

  /** A review queue's pages and items (a review reloads them); the uploads its items show sit beside them. */
  queueAll,
  queue: (kind: QueueKind, filters: QueueFilters, page: number, pageSize: number) =>
    [...queueAll(kind), 'page', filters, page, pageSize] as const,
  queueItem: (kind: QueueKind, id: number | null) => [...queueAll(kind), 'item', id] as const,
  upload: (id: number | null) => [...queuesAll(), 'upload', id] as const,
  /** Whose own deposit address an address is (the deposit queue's lookup, issue 38). */
  depositAddressLookup: (address: string, network: string) => [...queuesAll(), 'deposit-address', address, network] as const,

  usersAll,
  userSearch: (q: string, page: number, pageSize: number) => [...usersAll(), 'search', q, page, pageSize] as const,
  user: (id: number) => [...usersAll(), id, 'detail'] as const,
  userList: (id: number, list: keyof UserLists, mode: TradeMode, page: number, pageSize: number) =>
    [...usersAll(), id, list, mode, page, pageSize] as const,
  userCredit: (id: number, page: number) => [...usersAll(), id, 'credit', page] as const,
  userResponsible: (id: number) => [...usersAll(), id, 'responsible'] as const,
  userAlerts: (id: number) => [...usersAll(), id, 'alerts'] as const,
  userCopy: (id: number) => [...usersAll(), id, 'copy'] as const,

  listingAll,
  listing: (status: ListingStatus | null, page: number) => [...listingAll(), status, page] as const,

  clientErrors: (page: number, pageSize: number) => [...clientErrorsAll(), 'list', page, pageSize] as const,
  clientError: (id: number) => [...clientErrorsAll(), 'detail', id] as const,

  config: () => [...all, 'config'] as const,
  languages: () => [...all, 'languages'] as const,
  content: (kind: ContentKind) => [...all, 'content', kind] as const,

  contractSettings: () => [...all, 'contract', 'settings'] as const,
  contractPositions: (filters: PositionFilters, page: number, pageSize: number) =>
    [...contractPositionsAll(), 'page', filters, page, pageSize] as const,
  contractPosition: (id: number) => [...contractPositionsAll(), 'detail', id] as const,

  /** The inbox, the conversations, the canned replies and the images: a claim, a reply or a read mark refreshes them. */
  chatAll,
  chatInboxAll,
  chatInbox: (tab: ChatTab, cursor: number | null) => [...chatInboxAll(), tab, cursor] as const,
  chatConversationsAll,
  chatConversation: (id: number) => [...chatConversationsAll(), id] as const,
  cannedReplies: () => [...chatAll(), 'canned'] as const,
  chatImage: (id: number) => [...chatAll(), 'image', id] as const,

  miningProducts: () => [...all, 'mining', 'products'] as const,
  miningOrders: (filters: MiningOrderFilters, page: number, pageSize: number) =>
    [...miningOrdersAll(), 'page', filters, page, pageSize] as const,
  miningOrder: (id: number) => [...miningOrdersAll(), 'detail', id] as const,

  /** Classrooms (issue 43), read only: the paged list and one class's members. */
  classes: (page: number, pageSize: number) => [...classesAll(), 'page', page, pageSize] as const,
  class: (id: number) => [...classesAll(), 'detail', id] as const,

  spotMarkets: () => [...all, 'spot', 'markets'] as const,
  spotOrders: (filters: SpotOrderFilters, page: number, pageSize: number) => [...spotOrdersAll(), 'page', filters, page, pageSize] as const,
  spotOrder: (id: number) => [...spotOrdersAll(), 'detail', id] as const,

  bonusSettings: () => [...all, 'bonus', 'settings'] as const,
  bonusGrants: (filters: BonusGrantFilters, page: number, pageSize: number) =>
    [...all, 'bonus', 'grants', filters, page, pageSize] as const,

  /** Incoming transfers: the list, a crypto claim as the transfer to record. */
  incomingAll,
  incomingTransfers: (filters: IncomingFilters, page: number, pageSize: number) =>
    [...incomingAll(), 'page', filters, page, pageSize] as const,
  incomingClaim: (id: number) => [...incomingAll(), 'claim', id] as const,

  /** Customers' API keys: the list and a customer's own (a revocation refreshes both). */
  apiKeysAll,
  apiKeys: (filters: ApiKeyFilters, page: number, pageSize: number) => [...apiKeysAll(), 'page', filters, page, pageSize] as const,
};
