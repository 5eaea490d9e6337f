// Every API route, sent malformed input (wrong types, extra fields, oversized strings,
// missing fields, bad path parameters), answers a 4xx with a message and writes nothing.
// New routes must add a sample here: the coverage test fails otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { SEEDED as MINING_SEEDED } from '../helpers/mining.ts';
import { staffSession } from '../helpers/staff.ts';

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** A valid request per route; the malformed variants are derived from it. */
const SAMPLES: Record<string, Sample> = {
  'GET /api/health': {},
  'GET /api/health/engine': {},
  'POST /api/verify-code/send': { body: { type: 'email', email: 'someone@example.com', purpose: 'register' } },
  'POST /api/register': {
    body: {
      type: 'email',
      email: 'someone@example.com',
      password: 'secret-1',
      confirmPassword: 'secret-1',
      code: '123456',
      agreement: true,
    },
  },
  'POST /api/login': { body: { type: 'email', email: 'someone@example.com', password: 'secret-1' } },
  'POST /api/logout': {},
  'POST /api/password/reset': {
    body: { type: 'email', email: 'someone@example.com', code: '123456', password: 'secret-1', confirmPassword: 'secret-1' },
  },
  'POST /api/user/password': { body: { oldPassword: 'secret-1', password: 'secret-2', confirmPassword: 'secret-2' } },
  'GET /api/user/info': {},
  'POST /api/login/two-factor': { body: { challenge: 'A'.repeat(32), code: '123456' } },
  'GET /api/user/security': {},
  'GET /api/user/api-keys': {},
  'POST /api/user/api-keys': { body: { label: 'bot', permissions: ['spot'], mode: 'demo', ipAllowList: ['203.0.113.7'] } },
  'POST /api/user/api-keys/:id/revoke': { params: { id: '999999' } },
  'POST /api/user/security/two-factor/setup': {},
  'POST /api/user/security/two-factor/confirm': { body: { code: '123456' } },
  'POST /api/user/security/two-factor/disable': { body: { code: 'ABCDE-FGHJK' } },
  'POST /api/user/security/two-factor/recovery-codes': { body: { code: '123456' } },
  'POST /api/user/security/anti-phishing': { body: { code: 'Blue42' } },
  'GET /api/responsible': {},
  'POST /api/responsible/limits': { body: { kind: 'loss', amount: '100' } },
  'POST /api/responsible/exclusion': { body: { period: '1d' } },
  'POST /api/responsible/appropriateness': { body: { acceptedRiskWarning: true, answers: { leverage: 'b' } } },
  'GET /api/user/sessions': {},
  'POST /api/user/sessions/:id/sign-out': { params: { id: 'A'.repeat(22) } },
  'POST /api/user/sessions/sign-out-others': {},
  'GET /api/user/login-history': { query: { page: '1', pageSize: '20' } },
  'POST /api/admin/auth/login': { body: { username: 'someone', password: 'secret-password-1', code: '123456' } },
  'POST /api/admin/auth/enrol': { body: { token: 'x'.repeat(32), code: '123456' } },
  'POST /api/admin/auth/logout': {},
  'GET /api/admin/auth/me': {},
  'GET /api/admin/staff': {},
  'POST /api/admin/staff': {
    body: { username: 'new.staff', displayName: 'New Staff', role: 'support', password: 'long-enough-password', reason: 'a new hire' },
  },
  'PUT /api/admin/staff/:id/role': { params: { id: '1' }, body: { role: 'finance', reason: 'a new duty' } },
  'POST /api/admin/staff/:id/disable': { params: { id: '1' } },
  'POST /api/admin/staff/:id/enable': { params: { id: '1' } },
  'POST /api/admin/staff/:id/reset-totp': { params: { id: '1' } },
  'POST /api/admin/staff/:id/sign-out': { params: { id: '1' } },
  'GET /api/admin/audit': { query: { staffId: '1', action: 'staff', targetType: 'staff', targetId: '1', page: '1', pageSize: '10' } },
  'GET /api/admin/audit/verify': {},
  // content and site settings (decision 029)
  'GET /api/news/list': {},
  'GET /api/news/:id': { params: { id: '1' } },
  'GET /api/admin/notices': {},
  'POST /api/admin/notices': {
    body: { title: 'Notice', content: 'Text', isDialog: true, enabled: true },
  },
  'PUT /api/admin/notices/:id': {
    params: { id: '1' },
    body: { title: 'Notice', content: 'Text', isDialog: true, enabled: true },
  },
  'DELETE /api/admin/notices/:id': { params: { id: '1' } },
  'GET /api/admin/banners': {},
  'POST /api/admin/banners': { body: { title: 'Banner', image: 'banner/1.svg', position: 'all', sort: 1, enabled: true } },
  'PUT /api/admin/banners/:id': {
    params: { id: '1' },
    body: { title: 'Banner', image: 'banner/1.svg', position: 'all', sort: 1, enabled: true },
  },
  'DELETE /api/admin/banners/:id': { params: { id: '1' } },
  'GET /api/admin/customer-services': {},
  'POST /api/admin/customer-services': {
    body: { name: 'Chat', customerLogo: 'customer/chat.svg', customerUrl: '/kefu/', levitate: 'Y', isEnable: 'Y', sort: 1 },
  },
  'PUT /api/admin/customer-services/:id': {
    params: { id: '1' },
    body: { name: 'Chat', customerLogo: 'customer/chat.svg', customerUrl: '/kefu/', levitate: 'Y', isEnable: 'Y', sort: 1 },
  },
  'DELETE /api/admin/customer-services/:id': { params: { id: '1' } },
  'GET /api/admin/news': {},
  'POST /api/admin/news': { body: { coverImage: null, title: 'News', body: 'Long', published: true } },
  'PUT /api/admin/news/:id': {
    params: { id: '1' },
    body: { coverImage: null, title: 'News', body: 'Long', published: true },
  },
  'DELETE /api/admin/news/:id': { params: { id: '1' } },
  'GET /api/admin/messages': {},
  'POST /api/admin/messages': { body: { userId: null, title: 'Hello', content: 'Everyone' } },
  'DELETE /api/admin/messages/:id': { params: { id: '1' } },
  'POST /api/admin/images': {},
  // content pages, help centre, service rates, coin listing (issue 19, decisions 050 and 051)
  'GET /api/content/page/:slug': { params: { slug: 'about' } },
  'GET /api/help/categories': {},
  'GET /api/help/articles': { query: { q: 'password', categoryId: '1', page: '1', pageSize: '10' } },
  'GET /api/help/articles/:id': { params: { id: '1' } },
  'GET /api/service-rates': {},
  'POST /api/listing/apply': {
    body: {
      project: 'Example',
      symbol: 'EXC',
      website: 'https://example.org',
      contactName: 'Ada',
      contactEmail: 'ada@example.org',
      tier: 'gold',
    },
  },
  'GET /api/admin/pages': {},
  'PUT /api/admin/pages/:id': { params: { id: '1' }, body: { title: 'About', body: 'Text' } },
  'GET /api/admin/help-categories': {},
  'POST /api/admin/help-categories': { body: { title: 'Category', sort: 1, enabled: true } },
  'PUT /api/admin/help-categories/:id': { params: { id: '1' }, body: { title: 'Category', sort: 1, enabled: true } },
  'DELETE /api/admin/help-categories/:id': { params: { id: '1' } },
  'GET /api/admin/help-articles': {},
  'POST /api/admin/help-articles': { body: { categoryId: 1, title: 'Article', body: 'Text', sort: 1, enabled: true } },
  'PUT /api/admin/help-articles/:id': {
    params: { id: '1' },
    body: { categoryId: 1, title: 'Article', body: 'Text', sort: 1, enabled: true },
  },
  'DELETE /api/admin/help-articles/:id': { params: { id: '1' } },
  'GET /api/admin/listing-applications': { query: { status: 'new', page: '1', pageSize: '10' } },
  'PUT /api/admin/listing-applications/:id': { params: { id: '1' }, body: { status: 'in_review' } },
  'GET /api/admin/config': {},
  'PUT /api/admin/config/:identify': { params: { identify: 'withdrawMaintenance' }, body: { configValue: 'N' } },
  'GET /api/admin/languages': {},
  'PUT /api/admin/languages/:id': { params: { id: '1' }, body: { isShow: true } },
  'GET /api/admin/uploads/:id': { params: { id: '1' } },
  'POST /api/admin/users/:id/freeze': { params: { id: '1' } },
  'POST /api/admin/users/:id/unfreeze': { params: { id: '1' } },
  'GET /api/admin/users': { query: { q: 'someone@example.com', page: '1', pageSize: '10' } },
  'GET /api/admin/users/:id': { params: { id: '1' } },
  'GET /api/admin/users/:id/flow': { params: { id: '1' }, query: { mode: 'real', currency: 'USDT', type: 'deposit', page: '1' } },
  'GET /api/admin/users/:id/orders': { params: { id: '1' }, query: { mode: 'real', status: 'open', page: '1' } },
  'GET /api/admin/users/:id/logins': { params: { id: '1' }, query: { page: '1' } },
  'POST /api/admin/users/:id/sign-out': { params: { id: '1' } },
  'GET /api/banner': { query: { position: 'pc' } },
  'GET /api/notice': {},
  'GET /api/notice/dialog': {},
  'GET /api/notice/detail/:id': { params: { id: '1' } },
  'GET /api/message': { query: { group: 'funds' } },
  'GET /api/message/detail/:id': { params: { id: '1' } },
  'GET /api/message/unread': {},
  'POST /api/message/read/:id': { params: { id: '1' } },
  'POST /api/message/read-all': { body: { group: 'funds' } },
  'GET /api/config': { query: { identify: 'logo' } },
  'GET /api/customer': {},
  'GET /api/language': {},
  'GET /api/area-code': {},
  'GET /api/currency': {},
  'GET /api/product/recommend': { query: { category: 'crypto' } },
  'GET /api/product/list': { query: { category: 'forex' } },
  'GET /api/product/detail/:id': { params: { id: '1' } },
  'GET /api/product/candles': { query: { symbol: 'BTC/USDT', period: '5m', from: '0', to: '1790000000000', limit: '10' } },
  'GET /api/market/periods': { query: { from: '1790000000000', to: '1790003600000' } },
  'GET /api/market/period/:start': { params: { start: '1763726400000' } },
  'GET /api/market/period/:start/ticks': { params: { start: '1763726400000' }, query: { symbol: 'BTC/USDT' } },
  'GET /api/optional/product': {},
  'POST /api/optional/product': { body: { productId: 1 } },
  'DELETE /api/optional/product/:id': { params: { id: '1' } },
  'GET /api/admin/products': {},
  'PUT /api/admin/products/:id': { params: { id: '1' }, body: { name: 'Bitcoin' } },
  'GET /api/image/*': { params: { '*': 'logo/logo.svg' } },
  'GET /api/dev/outbox': { query: { target: 'someone@example.com', limit: '5' } },
  'GET /api/dev/constant': {},
  'POST /api/dev/constant': { body: { productId: 1, direction: 'up', amount: '10', durationSec: 30, mode: 'demo' } },
  'GET /api/wallet/assets': {},
  'GET /api/wallet/flow': { query: { currency: 'USDT', type: 'deposit', page: '1', pageSize: '10' } },
  'POST /api/upload/image': { query: { purpose: 'deposit-proof' } },
  'GET /api/upload/:id': { params: { id: '1' } },
  'GET /api/kyc': {},
  'POST /api/kyc/junior': { body: { idType: 'passport', realName: 'Ada Lovelace', docNumber: 'E1234567' } },
  'POST /api/kyc/advanced': { body: { frontUploadId: 1, backUploadId: 2, handUploadId: 3 } },
  'GET /api/kyc/photo/:id': { params: { id: '1' } },
  'GET /api/admin/kyc': { query: { status: 'authenticating', tier: 'junior', userId: '1', page: '1', pageSize: '10' } },
  'GET /api/admin/kyc/:id': { params: { id: '1' } },
  'POST /api/admin/kyc/:id/approve': { params: { id: '1' } },
  'POST /api/admin/kyc/:id/document-number': { params: { id: '1' } },
  'POST /api/admin/kyc/:id/reject': { params: { id: '1' }, body: { reason: 'no' } },
  'GET /api/recharge/channels': {},
  'GET /api/recharge/reference': { query: { currency: 'USDT' } },
  'GET /api/recharge/address': { query: { currency: 'USDT', network: 'TRC20' } },
  'POST /api/recharge': { body: { channel: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '100', proofUploadId: 1 } },
  'GET /api/recharge/history': { query: { page: '1', pageSize: '10' } },
  // incoming transfers (issue 38 point 2): the sample sends real mode, which the simulated chain refuses
  'GET /api/recharge/incoming': { query: { mode: 'demo', page: '1', pageSize: '10' } },
  'POST /api/recharge/simulate': { body: { mode: 'real', currency: 'USDT', network: 'TRC20', amount: '10' } },
  'GET /api/admin/incoming-transfers': {
    query: { user: '1', network: 'TRC20', txId: 'a'.repeat(64), status: 'credited', mode: 'real', page: '1', pageSize: '10' },
  },
  'GET /api/admin/incoming-transfers/claim/:id': { params: { id: '999999' } },
  // an address of none of ours: nothing is proposed
  'POST /api/admin/proposals/incoming-transfer': {
    body: {
      payload: { network: 'TRC20', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', currency: 'USDT', amount: '10', txId: 'a'.repeat(64) },
      reason: 'ticket 1',
    },
  },
  'GET /api/security-password': {},
  'POST /api/security-password': { body: { password: '482915', confirmPassword: '482915' } },
  'POST /api/security-password/change': { body: { oldPassword: '482915', password: '730528', confirmPassword: '730528' } },
  'POST /api/security-password/send-code': {},
  'POST /api/security-password/forget': { body: { code: '123456', password: '482915', confirmPassword: '482915' } },
  'GET /api/bank-card': {},
  'POST /api/bank-card': {
    body: { holder: 'A B', number: '6222000011112222', bankName: 'Bank', bankAddress: 'Street 1', currency: 'USD', agreement: true },
  },
  'GET /api/bank-card/change-request': {},
  'POST /api/bank-card/change-request': {
    body: { holder: 'A B', number: '6222000011113333', bankName: 'Bank', bankAddress: 'Street 1', currency: 'USD', note: 'new card' },
  },
  'GET /api/crypto-address': {},
  'POST /api/crypto-address': { body: { coin: 'BTC', chain: 'BTC', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' } },
  'GET /api/withdraw/preview': { query: { currency: 'USDT', amount: '100' } },
  'POST /api/withdraw': { body: { method: 'bank', currency: 'USDT', amount: '100', securityPassword: '123456', twoFactorCode: '123456' } },
  'GET /api/withdraw/history': { query: { page: '1' } },
  'POST /api/withdraw/code': { body: { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '100' } },
  'GET /api/withdraw/allow-list': {},
  'PUT /api/withdraw/allow-list': { body: { enabled: false, securityPassword: '123456', code: '123456' } },
  'POST /api/withdraw/allow-list/code': {},
  'GET /api/exchange/rate': { query: { from: 'USDT', to: 'BTC', amount: '10' } },
  'POST /api/exchange/quote': { body: { from: 'USDT', to: 'BTC', amount: '10' } },
  'POST /api/exchange': { body: { quoteId: '0123456789abcdef0123456789abcdef' } },
  'GET /api/exchange/history': { query: { page: '1' } },
  'GET /api/admin/deposits': {
    query: { status: 'reviewing', currency: 'USDT', userId: '1', from: '2026-11-01', to: '2026-11-30', page: '1' },
  },
  'GET /api/admin/deposits/:id': { params: { id: '1' } },
  'GET /api/admin/deposit-addresses': { query: { address: 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC', network: 'TRC20' } },
  'POST /api/admin/deposits/:id/approve': { params: { id: '1' } },
  'POST /api/admin/deposits/:id/reject': { params: { id: '1' }, body: { reason: 'no' } },
  'GET /api/admin/withdrawals': { query: { status: 'processing', currency: 'USDT', userId: '1', from: '2026-11-01', to: '2026-11-30' } },
  'GET /api/admin/withdrawals/:id': { params: { id: '1' } },
  'POST /api/admin/withdrawals/:id/approve': { params: { id: '1' } },
  'POST /api/admin/withdrawals/:id/reject': { params: { id: '1' }, body: { reason: 'no' } },
  // four-eyes proposals (issue 14.4): targets that name nothing, so no variant can change anything
  'POST /api/admin/proposals/balance-adjustment': {
    body: { payload: { userId: 999999, currency: 'USDT', mode: 'real', direction: 'credit', amount: '10' }, reason: 'ticket 1' },
  },
  'POST /api/admin/proposals/promotion-grant': {
    body: { payload: { userId: 999999, currency: 'USDT', mode: 'real', amount: '10' }, reason: 'ticket 1' },
  },
  'POST /api/admin/proposals/credit-score': { body: { payload: { userId: 999999, score: 90 }, reason: 'ticket 1' } },
  'POST /api/admin/proposals/currency-settings': {
    body: {
      payload: {
        currency: 'XYZ',
        minDeposit: '1',
        maxDeposit: '0',
        minWithdraw: '1',
        maxWithdraw: '0',
        withdrawFeeRate: '0.01',
        withdrawApprovalThreshold: '0',
      },
      reason: 'ticket 1',
    },
  },
  'POST /api/admin/proposals/fast-option': {
    body: { payload: { optionId: 999999, profitRate: '0.8', minAmount: '10', maxAmount: '100', enabled: true }, reason: 'ticket 1' },
  },
  'POST /api/admin/proposals/product': { body: { payload: { productId: 999999, enabled: false }, reason: 'ticket 1' } },
  'POST /api/admin/proposals/contract-setting': {
    body: {
      payload: {
        productId: 999999,
        contractSize: '1',
        lotStep: '0.01',
        minLots: '0.01',
        maxLots: '100',
        leverages: [1, 10],
        spread: '0.5',
        feeRate: '0.0005',
        maintenanceRate: '0.004',
        overnightRate: '0.0003',
        enabled: true,
      },
      reason: 'ticket 1',
    },
  },
  'POST /api/admin/proposals/spot-market': {
    body: {
      payload: {
        marketId: 999999,
        priceStep: '0.01',
        lotStep: '0.0001',
        minNotional: '5',
        makerFee: '0.001',
        takerFee: '0.001',
        enabled: true,
      },
      reason: 'ticket 1',
    },
  },
  'POST /api/admin/proposals/bonus-settings': {
    body: { payload: { kind: 'signUp', amount: '10', turnoverMultiple: 20, expiryDays: 30, enabled: true }, reason: 'ticket 1' },
  },
  'GET /api/admin/bonus/settings': {},
  'GET /api/admin/bonus/grants': { query: { kind: 'signUp', state: 'active', user: '1', page: '1', pageSize: '10' } },
  'GET /api/bonus': {},
  'GET /api/admin/spot/markets': {},
  'GET /api/admin/spot/orders': { query: { status: 'filled', mode: 'real', marketId: '1', user: '1', page: '1', pageSize: '10' } },
  'GET /api/admin/spot/orders/:id': { params: { id: '999999' } },
  // client error reports (issue 19.7, decision 054)
  'POST /api/client-errors': { body: { kind: 'error', message: 'TypeError: x is undefined' } },
  'GET /api/admin/client-errors': { query: { page: '1', pageSize: '10' } },
  'GET /api/admin/client-errors/:id': { params: { id: '999999' } },
  // customer-service chat (issue 19 point 1, decision 055)
  'POST /api/chat/visitor': {},
  'GET /api/chat': {},
  'GET /api/chat/messages': { query: { before: '10', limit: '20' } },
  'POST /api/chat/messages': { body: { text: 'Hello' } },
  'POST /api/chat/images': {},
  'GET /api/chat/images/:id': { params: { id: '999999' } },
  'POST /api/chat/read': { body: { seq: 1 } },
  'GET /api/admin/chat/conversations': { query: { tab: 'mine', cursor: '1', limit: '10' } },
  'GET /api/admin/chat/conversations/:id': { params: { id: '999999' } },
  'GET /api/admin/chat/conversations/:id/messages': { params: { id: '999999' }, query: { after: '0', limit: '10' } },
  'POST /api/admin/chat/conversations/:id/claim': { params: { id: '999999' } },
  'POST /api/admin/chat/conversations/:id/messages': { params: { id: '999999' }, body: { text: 'Hello' } },
  'POST /api/admin/chat/conversations/:id/images': { params: { id: '999999' } },
  'POST /api/admin/chat/conversations/:id/resolve': { params: { id: '999999' } },
  'POST /api/admin/chat/conversations/:id/read': { params: { id: '999999' }, body: { seq: 1 } },
  'GET /api/admin/chat/images/:id': { params: { id: '999999' } },
  'GET /api/admin/chat/canned': {},
  'POST /api/admin/chat/canned': { body: { title: 'Hello', body: 'Hello, how can I help?' } },
  'PUT /api/admin/chat/canned/:id': { params: { id: '999999' }, body: { title: 'Hello', body: 'Hello, how can I help?' } },
  'DELETE /api/admin/chat/canned/:id': { params: { id: '999999' } },
  'GET /api/admin/contract/settings': {},
  'GET /api/admin/contract/positions': { query: { status: 'closed', mode: 'real', productId: '1', user: '1', page: '1', pageSize: '10' } },
  'GET /api/admin/contract/positions/:id': { params: { id: '999999' } },
  'GET /api/admin/proposals': { query: { status: 'pending', kind: 'balance-adjustment', mine: 'true', page: '1', pageSize: '10' } },
  'GET /api/admin/proposals/:id': { params: { id: '999999' } },
  'POST /api/admin/proposals/:id/approve': { params: { id: '999999' }, body: { note: 'ok' } },
  'POST /api/admin/proposals/:id/reject': { params: { id: '999999' }, body: { note: 'no' } },
  'POST /api/admin/proposals/:id/cancel': { params: { id: '999999' } },
  'GET /api/admin/money-settings': {},
  'GET /api/admin/overview': {},
  'GET /api/admin/engine': {},
  'GET /api/admin/card-changes': { query: { status: 'pending', userId: '1', page: '1' } },
  'GET /api/admin/card-changes/:id': { params: { id: '1' } },
  'POST /api/admin/card-changes/:id/approve': { params: { id: '1' } },
  'POST /api/admin/card-changes/:id/reject': { params: { id: '1' }, body: { reason: 'no' } },
  'GET /api/admin/recharge-channels': {},
  'PUT /api/admin/recharge-channels/:id': {
    params: { id: '1' },
    body: {
      payeeName: 'Payee Ltd.',
      bankName: 'Bank',
      accountNumber: '4021 7788 5510',
      bankBranch: 'Main Branch',
      // (null, no QR code, is valid: every other value here must be refused)
      qrImage: null,
      enabled: true,
    },
  },
  'GET /api/fast/options': { query: { productId: '1' } },
  'POST /api/fast/order': { body: { productId: 1, direction: 'up', amount: '10', durationSec: 60, mode: 'demo' } },
  'GET /api/fast/orders': { query: { status: 'open', mode: 'demo', page: '1' } },
  'GET /api/fast/order/:id': { params: { id: '1' } },
  'GET /api/fast/stats': { query: { mode: 'demo' } },
  'GET /api/demo/wallet': {},
  'POST /api/demo/reset': {},
  'POST /api/demo/guest': {},
  'GET /api/contract/settings': { query: { productId: '1' } },
  'POST /api/contract/preview': { body: { productId: 1, side: 'long', lots: '1', leverage: 10, orderType: 'market', mode: 'demo' } },
  'POST /api/contract/open': { body: { productId: 1, side: 'long', lots: '1', leverage: 10, orderType: 'market', mode: 'demo' } },
  'GET /api/contract/positions': { query: { status: 'holding', mode: 'demo', productId: '1', page: '1' } },
  'GET /api/contract/positions/:id': { params: { id: '1' } },
  'POST /api/contract/positions/:id/close': { params: { id: '1' }, body: { lots: '1' } },
  'POST /api/contract/positions/:id/reverse': { params: { id: '1' } },
  'POST /api/contract/positions/:id/stops': { params: { id: '1' }, body: { stopLoss: '1', takeProfit: '2' } },
  'POST /api/contract/positions/:id/add': { params: { id: '1' }, body: { lots: '1' } },
  'POST /api/contract/positions/:id/lock': { params: { id: '1' } },
  'POST /api/contract/positions/:id/unlock': { params: { id: '1' } },
  'POST /api/contract/positions/:id/cancel': { params: { id: '1' } },
  'POST /api/contract/close-all': { body: { mode: 'demo' } },
  'GET /api/contract/traders': {},
  'POST /api/contract/follow': { body: { positionId: 1, mode: 'demo' } },
  'GET /api/spot/markets': {},
  'POST /api/spot/preview': { body: { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '100', quantity: '0.1', mode: 'demo' } },
  'POST /api/spot/orders': { body: { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '100', quantity: '0.1', mode: 'demo' } },
  'POST /api/spot/orders/:id/cancel': { params: { id: '1' } },
  'POST /api/spot/orders/batch': {
    body: { orders: [{ symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '100', quantity: '0.1', mode: 'demo' }] },
  },
  'POST /api/spot/orders/cancel-batch': { body: { ids: [1, 2] } },
  'GET /api/spot/orders': { query: { status: 'open', mode: 'demo', symbol: 'BTC/USDT', page: '1', pageSize: '10' } },
  'GET /api/spot/orders/:id': { params: { id: '1' } },
  'GET /api/spot/book': { query: { symbol: 'BTC/USDT', mode: 'demo', depth: '10' } },
  'GET /api/spot/trades': { query: { symbol: 'BTC/USDT', mode: 'demo', limit: '10' } },
  'GET /api/spot/balances': { query: { symbol: 'BTC/USDT', mode: 'demo' } },
  'PUT /api/contract/follow-profile': { body: { followable: true } },
  'GET /api/contract/stats': { query: { mode: 'demo' } },
  'GET /api/trade/history': {
    query: { type: 'fast', mode: 'demo', productId: '1', from: '0', to: '9999999999999', page: '1', pageSize: '10' },
  },
  'GET /api/trade/history.csv': { query: { type: 'spot', mode: 'real', productId: '1', from: '0', to: '9999999999999' } },
  'GET /api/analytics': { query: { mode: 'demo', currency: 'USDT', from: '0', to: '9999999999999', timeZone: 'Asia/Shanghai' } },
  'GET /api/analytics/trades': {
    query: { mode: 'demo', product: 'fast', symbol: 'ETH/USDT', day: '2026-11-30', result: 'win', ids: 'fast:1', timeZone: 'UTC' },
  },
  'GET /api/analytics/export.csv': { query: { mode: 'real', from: '0', to: '9999999999999' } },
  'GET /api/user/dashboard': {},
  'GET /api/user/invitees': { query: { page: '1', pageSize: '10' } },
  'GET /api/user/referral-rewards': { query: { page: '1', pageSize: '10' } },
  'GET /api/user/credit-score/history': { query: { page: '1', pageSize: '10' } },
  'GET /api/user/cancellation': {},
  // (a wrong password: the sample is validated, never cancels the test's account)
  'POST /api/user/cancellation': { body: { password: 'not-the-password', confirm: true } },
  'GET /api/admin/users/:id/credit-score': { params: { id: '1' }, query: { page: '1', pageSize: '10' } },
  'GET /api/admin/users/:id/responsible': { params: { id: '1' } },
  // price alerts (issue 37 point 3)
  'GET /api/alerts': {},
  'POST /api/alerts': { body: { symbol: 'BTC/USDT', kind: 'above', threshold: '999999' } },
  'POST /api/alerts/:id/cancel': { params: { id: '999999' } },
  'GET /api/admin/users/:id/alerts': { params: { id: '1' } },
  // copy trading (issue 42 point 2, decision 103)
  'GET /api/replay/periods': { query: { page: '1', pageSize: '10' } },
  'POST /api/replay/sessions': { body: { periodStart: 1, productId: 1, speed: 60, offsetSec: 0 } },
  'GET /api/replay/sessions': { query: { status: 'active' } },
  'GET /api/replay/sessions/:id': { params: { id: '999999' } },
  'POST /api/replay/sessions/:id/control': { params: { id: '999999' }, body: { action: 'step', seconds: 30 } },
  'POST /api/replay/sessions/:id/end': { params: { id: '999999' } },
  'GET /api/replay/sessions/:id/ticks': { params: { id: '999999' }, query: { from: '1' } },
  'GET /api/replay/sessions/:id/state': { params: { id: '999999' } },
  'POST /api/replay/sessions/:id/orders': {
    params: { id: '999999' },
    body: { product: 'fast', productId: 1, direction: 'up', amount: '10', durationSec: 60 },
  },
  'POST /api/replay/sessions/:id/positions/:positionId/close': { params: { id: '999999', positionId: '999999' } },
  'POST /api/replay/sessions/:id/spot-orders/:orderId/cancel': { params: { id: '999999', orderId: '999999' } },
  'GET /api/replay/wallet': {},
  'POST /api/replay/wallet/reset': {},
  'GET /api/copy/leader': {},
  'PUT /api/copy/leader': { body: { mode: 'demo', enabled: false } },
  'GET /api/copy/leaders': { query: { mode: 'real', page: '1', pageSize: '10' } },
  'GET /api/copy/leaders/:id': { params: { id: '999999' }, query: { mode: 'real' } },
  'POST /api/copy/subscriptions': { body: { leaderId: 999999, leaderMode: 'real', mode: 'demo', ratio: '0.5', maxMargin: '100' } },
  'GET /api/copy/subscriptions': { query: { mode: 'demo' } },
  'PATCH /api/copy/subscriptions/:id': { params: { id: '999999' }, body: { ratio: '1', maxMargin: '100' } },
  'POST /api/copy/subscriptions/:id/stop': { params: { id: '999999' }, body: { closePositions: true } },
  'GET /api/copy/subscriptions/:id/jobs': { params: { id: '999999' }, query: { page: '1', pageSize: '10' } },
  'GET /api/admin/users/:id/copy': { params: { id: '1' } },
  // classrooms (issue 43 point 2, decision 106)
  'POST /api/classes': {
    body: { name: 'Class', startAt: 1, endAt: 4_102_444_800_000, startingBalance: '1000', productIds: [999999], kinds: ['fast'] },
  },
  'GET /api/classes': {},
  'POST /api/classes/join': { body: { code: 'ZZZZZZZZ' } },
  'GET /api/classes/:id': { params: { id: '999999' } },
  'POST /api/classes/:id/leave': { params: { id: '999999' } },
  'GET /api/classes/:id/state': { params: { id: '999999' } },
  'POST /api/classes/:id/orders': {
    params: { id: '999999' },
    body: { product: 'fast', productId: 1, direction: 'up', amount: '10', durationSec: 60 },
  },
  'POST /api/classes/:id/positions/:positionId/close': { params: { id: '999999', positionId: '999999' } },
  'POST /api/classes/:id/spot-orders/:orderId/cancel': { params: { id: '999999', orderId: '999999' } },
  'GET /api/classes/:id/leaderboard': { params: { id: '999999' } },
  'GET /api/classes/:id/learners/:userId/trades': { params: { id: '999999', userId: '1' }, query: { page: '1', pageSize: '10' } },
  'POST /api/classes/:id/reset': { params: { id: '999999' } },
  'POST /api/classes/:id/scenario': { params: { id: '999999' }, body: { periodStart: 1, productId: 1, speed: 5 } },
  'POST /api/classes/:id/scenario/end': { params: { id: '999999' } },
  'GET /api/admin/classes': { query: { page: '1', pageSize: '10' } },
  'GET /api/admin/classes/:id': { params: { id: '999999' } },
  // mining financing (issue 18, decision 049)
  'GET /api/mining/products': {},
  'GET /api/mining/products/:id': { params: { id: '1' }, query: { amount: '1000' } },
  'POST /api/mining/orders': { body: { productId: 999999, amount: '100' } },
  'GET /api/mining/orders': { query: { status: 'in_progress', page: '1', pageSize: '10' } },
  'GET /api/mining/orders/:id': { params: { id: '999999' } },
  'GET /api/mining/orders/:id/redemption': { params: { id: '999999' } },
  'POST /api/mining/orders/:id/redeem': { params: { id: '999999' }, body: { penalty: '12' } },
  'GET /api/mining/payouts': { query: { orderId: '1', page: '1', pageSize: '10' } },
  'GET /api/mining/summary': {},
  'GET /api/admin/mining/products': {},
  'GET /api/admin/mining/orders': { query: { status: 'redeemed', productId: '1', user: '1', page: '1', pageSize: '10' } },
  'GET /api/admin/mining/orders/:id': { params: { id: '999999' } },
  'GET /api/admin/api-keys': { query: { userId: '1', user: '1', status: 'active', page: '1', pageSize: '10' } },
  'POST /api/admin/api-keys/:id/revoke': { params: { id: '999999' } },
  'POST /api/admin/proposals/mining-product': {
    body: {
      payload: { ...MINING_SEEDED, productId: 999999 },
      reason: 'ticket 1',
    },
  },
  // a new mining product (decision 058) named like a seeded one: refused, so no variant creates anything
  'POST /api/admin/proposals/mining-product-new': {
    body: {
      payload: { ...(({ productId: _id, ...settings }) => settings)(MINING_SEEDED), currency: 'USDT', sort: 9 },
      reason: 'ticket 1',
    },
  },
};

const OVERSIZED = 'x'.repeat(20_000);
const WRONG_VALUES: unknown[] = [12345, true, null, { nested: 1 }, ['a'], OVERSIZED, ''];

let t: TestApp;
let token: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t));
  staff = await staffSession(t, 'admin');
});

/**
 * Back-office routes are sent with a staff admin's session, so their validation is what
 * answers (a customer's token is refused before it); logging out would end that session.
 */
const tokenFor = (key: string) => (key.startsWith('POST /api/admin/auth/logout') || !key.includes(' /api/admin/') ? token : staff);
afterAll(() => t.close());

function apiRoutes() {
  // (the Binance-compatible API's malformed parameters: tests/integration/binance)
  return t.app.routeCatalogue.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.schema?.hide && !r.binance);
}

function buildUrl(url: string, params: Record<string, string> = {}, query: Record<string, string> = {}) {
  let path = url;
  for (const [k, v] of Object.entries(params)) path = path.replace(k === '*' ? '*' : `:${k}`, v);
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

interface Variant {
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
}

function variants(sample: Sample): Variant[] {
  const out: Variant[] = [];
  out.push({ label: 'extra query parameter', query: { ...sample.query, unexpected: '1' } });
  for (const key of Object.keys(sample.query ?? {})) {
    out.push({ label: `oversized query ${key}`, query: { ...sample.query, [key]: OVERSIZED.slice(0, 4000) } });
    out.push({ label: `wrong query ${key}`, query: { ...sample.query, [key]: '<script>' } });
  }
  for (const key of Object.keys(sample.params ?? {})) {
    for (const bad of key === '*'
      ? ['..%2fpackage.json', 'x.exe', 'a'.repeat(400)]
      : ['abc', '0', '-1', '1.5', '1e3', '99999999999', ' 1']) {
      out.push({ label: `bad path ${key}=${bad}`, params: { ...sample.params, [key]: bad } });
    }
  }
  if (sample.body) {
    out.push({ label: 'no body', body: undefined });
    out.push({ label: 'empty object', body: {} });
    out.push({ label: 'array body', body: [sample.body] });
    out.push({ label: 'string body', rawBody: '"hello"' });
    out.push({ label: 'extra field', body: { ...sample.body, isAdmin: true } });
    for (const key of Object.keys(sample.body)) {
      const { [key]: _dropped, ...rest } = sample.body;
      out.push({ label: `missing ${key}`, body: rest });
      for (const wrong of WRONG_VALUES) {
        if (wrong === sample.body[key]) continue;
        out.push({ label: `${key}=${JSON.stringify(wrong).slice(0, 20)}`, body: { ...sample.body, [key]: wrong } });
      }
    }
  }
  return out;
}

describe('malformed input', () => {
  it('every API route has a sample', () => {
    const missing = apiRoutes()
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !(k in SAMPLES));
    expect(missing).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThanOrEqual(Object.keys(SAMPLES).length);
  });

  it('the samples themselves are accepted by validation (so the variants test what they claim)', async () => {
    for (const [key, sample] of Object.entries(SAMPLES)) {
      const [method, url] = key.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'GET',
        url: buildUrl(url, sample.params, sample.query),
        headers: { appkey: APP_KEY, authorization: tokenFor(key) },
        ...(sample.body ? { payload: sample.body } : {}),
      });
      const code = res.headers['content-type']?.toString().startsWith('application/json') ? res.json<{ code: number }>().code : 0;
      expect([1000, 1004, 1005], `${key}: ${res.body.slice(0, 200)}`).not.toContain(code);
    }
  });

  it.each(Object.entries(SAMPLES).filter(([, s]) => s.body || s.query || s.params))(
    '%s: every malformed variant gets a 4xx with a message and changes nothing',
    async (key, sample) => {
      const [method, url] = key.split(' ') as [string, string];
      const before = dbFingerprint(t.app.ctx.sqlite);
      for (const v of variants(sample)) {
        const headers: Record<string, string> = { appkey: APP_KEY, authorization: tokenFor(key) };
        let payload: string | undefined;
        if (v.rawBody !== undefined) payload = v.rawBody;
        else if ('body' in v && v.body !== undefined) payload = JSON.stringify(v.body);
        if (payload !== undefined || (sample.body && v.label === 'no body')) headers['content-type'] = 'application/json';
        const res = await t.app.inject({
          method: method as 'GET',
          url: buildUrl(url, v.params ?? sample.params, v.query ?? sample.query),
          headers,
          ...(payload !== undefined ? { payload } : {}),
        });
        const label = `${key} [${v.label}] → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, label).toBeLessThan(500);
        const body = res.json<{ code: number; msg: string; data: unknown }>();
        expect(body.code, label).not.toBe(0);
        expect(body.msg, label).toEqual(expect.any(String));
        expect(body.msg.length, label).toBeGreaterThan(3);
        expect(body.data, label).toBeNull();
      }
      expect(dbFingerprint(t.app.ctx.sqlite)).toBe(before);
    },
  );
});
