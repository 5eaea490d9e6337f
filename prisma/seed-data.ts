// Reference data inserted by the seed script. Pure data: no Prisma, no database code.
// Field names match the models in prisma/schema.prisma; `id` and defaulted columns that
// are not set here (enabled, createdAt) are left to the database.
// Image paths are relative to the image store; the files live in prisma/seed-images/.

import type { OfflineChannel } from '../shared/schemas/funds.ts';

export interface LanguageSeed {
  name: string;
  flag: string;
  isShow: boolean;
  symbol: string;
  logo: string;
  loginBg: string;
  homeUsdt: string;
  buy_height: string;
  buy_low: string;
  on_line_customer: string;
  timezone: string;
  sort: number;
}

export interface AreaCodeSeed {
  code: string;
  country: string;
  name: string;
  sort: number;
}

export type YesNo = 'Y' | 'N';

export interface CustomerServiceSeed {
  name: string;
  customerLogo: string;
  customerUrl: string;
  levitate: YesNo;
  isEnable: YesNo;
  sort: number;
}

export interface ConfigItemSeed {
  identify: string;
  configValue: string;
  description: string;
  isPublic: boolean;
}

export type BannerPosition = 'all' | 'pc' | 'wp';

export interface BannerSeed {
  title: string;
  subtitle: string;
  button: string;
  /** A text-free background: the texts are drawn over it in the reader's language (decision 074). */
  image: string;
  link: string;
  position: BannerPosition;
  sort: number;
}

export interface NoticeSeed {
  title: string;
  content: string;
  isDialog: boolean;
}

export interface MessageSeed {
  title: string;
  content: string;
}

export interface CurrencySeed {
  code: string;
  name: string;
  scale: number;
  symbol: string;
  sort: number;
  /** Limits in minor units (0 = no maximum); fee rate as a decimal fraction. */
  minDeposit: bigint;
  maxDeposit: bigint;
  minWithdraw: bigint;
  maxWithdraw: bigint;
  withdrawFeeRate: string;
}

/** A bank-transfer channel: the payee account of one currency (no QR code is ""). */
export type OfflineChannelSeed = Omit<OfflineChannel, 'id' | 'qrImage'> & { qrImage: string; sort: number };

export type ProductCategory = 'crypto' | 'forex' | 'stock' | 'commodity';

export interface ProductSeed {
  symbol: string;
  name: string;
  category: ProductCategory;
  baseAsset: string;
  quoteAsset: string;
  /** Digits after the decimal point; the tick size is one unit of the last digit. */
  pricePrecision: number;
  tickSize: string;
  /** Price the simulator starts from (and forex/commodities revert towards). */
  basePrice: string;
  /** Annualised volatility used by the simulator, e.g. "0.65" = 65%. */
  volatility: string;
  /** Mean traded quantity per minute, for simulated volume. */
  baseVolume: string;
  /** Comma-separated trading modes: fast, contract, spot. */
  tradeModes: string;
  isRecommend: boolean;
  sort: number;
}

// ---------------------------------------------------------------- languages

/** Images that carry no text are shared by every locale. */
const sharedLangImages = {
  loginBg: 'lang/login-bg.svg',
  homeUsdt: 'lang/home-usdt.svg',
  buy_height: 'lang/buy-up.svg',
  buy_low: 'lang/buy-down.svg',
  on_line_customer: 'lang/customer.svg',
} as const;

function language(flag: string, name: string, symbol: string, timezone: string, sort: number, isShow = true): LanguageSeed {
  return {
    name,
    flag,
    isShow,
    symbol,
    logo: `flags/${flag}.svg`,
    ...sharedLangImages,
    timezone,
    sort,
  };
}

export const languages: LanguageSeed[] = [
  language('en-US', 'English', '$', 'America/New_York', 1),
  language('ja-JP', '日本語', '¥', 'Asia/Tokyo', 2),
  language('ko-KR', '한국어', '₩', 'Asia/Seoul', 3),
  language('es-ES', 'Español', '€', 'Europe/Madrid', 4),
  language('fr-FR', 'Français', '€', 'Europe/Paris', 5),
  language('de-DE', 'Deutsch', '€', 'Europe/Berlin', 6),
  language('th-TH', 'ไทย', '฿', 'Asia/Bangkok', 7),
  language('vi-VN', 'Tiếng Việt', '₫', 'Asia/Ho_Chi_Minh', 8),
  language('zh-CN', '简体中文', '¥', 'Asia/Shanghai', 9),
  language('zh-MO', '繁體中文', 'MOP$', 'Asia/Macau', 10),
  language('uk-UA', 'Українська', '₴', 'Europe/Kyiv', 11, false),
];

// ---------------------------------------------------------------- area codes

export const areaCodes: AreaCodeSeed[] = [
  { code: '1', country: 'US', name: 'United States', sort: 1 },
  { code: '84', country: 'VN', name: 'Vietnam', sort: 2 },
  { code: '81', country: 'JP', name: 'Japan', sort: 3 },
  { code: '86', country: 'CN', name: 'China', sort: 4 },
  { code: '852', country: 'HK', name: 'Hong Kong', sort: 5 },
  { code: '60', country: 'MYS', name: 'Malaysia', sort: 6 },
  { code: '7', country: 'RU', name: 'Russia', sort: 7 },
  { code: '44', country: 'GB', name: 'United Kingdom', sort: 8 },
  { code: '49', country: 'DE', name: 'Germany', sort: 9 },
  { code: '33', country: 'FR', name: 'France', sort: 10 },
  { code: '34', country: 'ES', name: 'Spain', sort: 11 },
  { code: '39', country: 'IT', name: 'Italy', sort: 12 },
  { code: '82', country: 'KR', name: 'South Korea', sort: 13 },
  { code: '66', country: 'TH', name: 'Thailand', sort: 14 },
  { code: '65', country: 'SG', name: 'Singapore', sort: 15 },
  { code: '62', country: 'ID', name: 'Indonesia', sort: 16 },
  { code: '63', country: 'PH', name: 'Philippines', sort: 17 },
  { code: '91', country: 'IN', name: 'India', sort: 18 },
  { code: '61', country: 'AU', name: 'Australia', sort: 19 },
  { code: '1', country: 'CA', name: 'Canada', sort: 20 },
  { code: '55', country: 'BR', name: 'Brazil', sort: 21 },
  { code: '52', country: 'MX', name: 'Mexico', sort: 22 },
  { code: '971', country: 'AE', name: 'United Arab Emirates', sort: 23 },
  { code: '966', country: 'SA', name: 'Saudi Arabia', sort: 24 },
  { code: '90', country: 'TR', name: 'Turkey', sort: 25 },
  { code: '886', country: 'TW', name: 'Taiwan', sort: 26 },
  { code: '853', country: 'MO', name: 'Macau', sort: 27 },
  { code: '380', country: 'UA', name: 'Ukraine', sort: 28 },
  { code: '31', country: 'NL', name: 'Netherlands', sort: 29 },
  { code: '41', country: 'CH', name: 'Switzerland', sort: 30 },
  { code: '64', country: 'NZ', name: 'New Zealand', sort: 31 },
];

// ---------------------------------------------------------------- customer service

/** The platform's own chat page (decision 055): the overlay shows it instead of a frame. */
export const OWN_CHAT_URL = '/#/kefu';
/** The placeholder page earlier seeds pointed the first entry at; a re-seed moves it to our chat. */
export const PLACEHOLDER_CHAT_URL = '/kefu/chat.html';

/** The canned replies staff start with (they edit the list in the back office). */
export const cannedReplies = [
  { title: 'Greeting', body: 'Hello, thank you for contacting us. How can I help you today?', sort: 1 },
  {
    title: 'Deposit check',
    body: 'Thank you. Deposits by bank transfer are reviewed within 30 minutes during working hours; you will get a message as soon as yours is credited.',
    sort: 2,
  },
  {
    title: 'Certification',
    body: 'Please make sure the photos of your document are sharp and show all four corners, then submit the certification again in the user centre.',
    sort: 3,
  },
  { title: 'Closing', body: 'Is there anything else I can help you with? Have a nice day!', sort: 4 },
];

// Only entries that work (issue 33 point 5): our own chat. An external entry (a Telegram or
// WhatsApp link, say) is the operator's to add in the admin with its real address; it opens
// in a new tab.
export const customerServices: CustomerServiceSeed[] = [
  {
    name: 'Online support',
    customerLogo: 'customer/chat.svg',
    customerUrl: OWN_CHAT_URL,
    levitate: 'Y',
    isEnable: 'Y',
    sort: 1,
  },
];

// ---------------------------------------------------------------- configuration

export const configItems: ConfigItemSeed[] = [
  {
    identify: 'loginLogo',
    configValue: 'logo/login-logo.svg',
    description: 'Logo shown on the login and registration screens',
    isPublic: true,
  },
  {
    identify: 'logo',
    configValue: 'logo/logo.svg',
    description: 'Logo shown in the site header',
    isPublic: true,
  },
  {
    identify: 'isClose',
    configValue: 'N',
    description: 'Y closes the site to users (maintenance mode)',
    isPublic: true,
  },
  {
    identify: 'inviteCodeRequired',
    configValue: 'N',
    description: 'Y makes an invitation code mandatory at registration',
    isPublic: true,
  },
  {
    identify: 'defaultInviteCode',
    configValue: 'PLATFORM',
    description: 'Invitation code applied when a new user gives none',
    isPublic: true,
  },
  {
    identify: 'rechargeOfflineMaintenance',
    configValue: 'N',
    description: 'Y puts the offline-transfer recharge channel under maintenance',
    isPublic: true,
  },
  {
    identify: 'rechargeCryptoMaintenance',
    configValue: 'N',
    description: 'Y puts the crypto recharge channel under maintenance',
    isPublic: true,
  },
  {
    identify: 'withdrawMaintenance',
    configValue: 'N',
    description: 'Y puts withdrawals under maintenance',
    isPublic: true,
  },
  {
    identify: 'siteName',
    configValue: 'Aurora Markets',
    description: 'Platform name shown in titles and copy',
    isPublic: true,
  },
];

// ---------------------------------------------------------------- banners

export const banners: BannerSeed[] = [
  {
    title: 'Practise risk-free with a demo account',
    subtitle: 'Trade with simulated funds before you go live.',
    button: 'Get started',
    image: 'banner/demo.svg',
    link: '/demo',
    position: 'all',
    sort: 1,
  },
  {
    title: 'Crypto, forex, stocks and commodities in one place',
    subtitle: 'Every market from a single account.',
    button: 'Get started',
    image: 'banner/markets.svg',
    link: '/pc/market',
    position: 'all',
    sort: 2,
  },
  {
    title: 'Every price can be checked',
    subtitle: "Each hour's seed is committed in advance and revealed after.",
    button: 'See prices',
    image: 'banner/verify.svg',
    link: '/pc/market',
    position: 'all',
    sort: 3,
  },
  {
    title: 'Fast options from 30 seconds',
    subtitle: 'Up or down on 22 products, with the ticks as proof.',
    button: 'Trade now',
    image: 'banner/fast.svg',
    link: '/pc/trade/fast',
    position: 'all',
    sort: 4,
  },
];

/** Earlier seeds' banner images, with their text drawn in English: the banner now seeded in its place. */
export const textImageBanners = [
  ['banner/1.svg', banners[0]],
  ['banner/2.svg', banners[1]],
  ['banner/3-verify.svg', banners[2]],
  ['banner/4-fast.svg', banners[3]],
] as [string, BannerSeed][];

// ---------------------------------------------------------------- notices

export const notices: NoticeSeed[] = [
  {
    title: 'Welcome to Aurora Markets — please read our risk warning',
    content:
      'Welcome to Aurora Markets. Trading contracts and short-term products carries a high level of risk, and leverage can magnify losses as well as gains. Only trade with money you can afford to lose, and try the demo mode first if you are new to trading.',
    isDialog: true,
  },
  {
    title: 'Scheduled system maintenance',
    content:
      'The platform will undergo scheduled maintenance on Sunday from 02:00 to 04:00 (UTC). Trading, deposits and withdrawals will be unavailable during this window. Open positions are not affected and will be settled as usual once service resumes.',
    isDialog: false,
  },
  {
    title: 'New products listed',
    content:
      'We have added new forex pairs, US stocks and commodity contracts to the market. You can find them under the Quotes tab and add them to your watch list. Trading hours follow each underlying market.',
    isDialog: false,
  },
  {
    title: 'Risk warning on leveraged trading',
    content:
      'Contract trading uses leverage, so a small price move can lead to a large loss of margin. Positions may be closed automatically if your margin falls too low. Set stop-loss orders and never risk more than you can afford to lose.',
    isDialog: false,
  },
  {
    title: 'Security reminder: never share your verification codes',
    content:
      'Our staff will never ask for your password, security password or verification codes. Do not share these with anyone, including people who claim to be customer service. If you suspect your account is at risk, change your password and contact online support immediately.',
    isDialog: false,
  },
];

// ---------------------------------------------------------------- messages (broadcast)

export const messages: MessageSeed[] = [
  {
    title: 'Welcome aboard',
    content:
      'Thank you for joining Aurora Markets. Complete identity certification and bind a withdrawal method to unlock every feature of your account.',
  },
  {
    title: 'Fee schedule update',
    content:
      'We have updated our service rates for contract and coin trading. The current fees are listed on the Service rates page and apply to all orders placed from today.',
  },
  {
    title: 'Demo mode available',
    content:
      'You can now switch to demo mode and practise fast trading with simulated funds. Demo results do not affect your real balance.',
  },
  {
    title: 'A market anyone can verify',
    content:
      'Prices are drawn each hour from a secret seed whose SHA-256 is published a day before the hour starts. Once the hour has ended the seed is revealed, so anyone can recompute every price of that hour and check every settlement.',
  },
];

/** Seeded texts that promised what does not exist, with what replaces them in existing databases. */
export const retiredContent = {
  banners: [
    ['Sign up today and get a $10 bonus', banners[2]],
    ['Mining financing: earn a daily yield on USDT', banners[3]],
  ] as [string, BannerSeed][],
  messages: [
    ['New mining products', messages.find((m) => m.title === 'A market anyone can verify')],
    ['Demo mode available', messages.find((m) => m.title === 'Demo mode available')],
  ] as [string, { title: string; content: string }][],
};

// ---------------------------------------------------------------- currencies

export const currencies: CurrencySeed[] = [
  // 10 to 1,000,000 USDT in; 10 to 100,000 out at 1%
  {
    code: 'USDT',
    name: 'Tether USD',
    scale: 6,
    symbol: '₮',
    sort: 1,
    minDeposit: 10_000_000n,
    maxDeposit: 1_000_000_000_000n,
    minWithdraw: 10_000_000n,
    maxWithdraw: 100_000_000_000n,
    withdrawFeeRate: '0.01',
  },
  // 0.0005 to 100 BTC in; 0.001 to 10 out at 0.5%
  {
    code: 'BTC',
    name: 'Bitcoin',
    scale: 8,
    symbol: '₿',
    sort: 2,
    minDeposit: 50_000n,
    maxDeposit: 10_000_000_000n,
    minWithdraw: 100_000n,
    maxWithdraw: 1_000_000_000n,
    withdrawFeeRate: '0.005',
  },
  // 0.01 to 1,000 ETH in; 0.02 to 200 out at 0.5%
  {
    code: 'ETH',
    name: 'Ethereum',
    scale: 8,
    symbol: 'Ξ',
    sort: 3,
    minDeposit: 1_000_000n,
    maxDeposit: 100_000_000_000n,
    minWithdraw: 2_000_000n,
    maxWithdraw: 20_000_000_000n,
    withdrawFeeRate: '0.005',
  },
  // 10 to 1,000,000 USD in; 20 to 50,000 out at 1%
  {
    code: 'USD',
    name: 'US Dollar',
    scale: 2,
    symbol: '$',
    sort: 4,
    minDeposit: 1_000n,
    maxDeposit: 100_000_000n,
    minWithdraw: 2_000n,
    maxWithdraw: 5_000_000n,
    withdrawFeeRate: '0.01',
  },
  // coins of the spot markets (issue 16), deposited and withdrawn on their networks since issue 38
  // (shared/networks.ts): minimums about a dollar in and a few dollars out, as exchanges set them,
  // no deposit maximum, and 0.5 % withdrawn as the fee (exchanges charge a fixed network fee; the
  // platform's fee is a rate, decision 020)
  ...(
    [
      // code, name, scale, symbol, min deposit, min withdrawal, max withdrawal (minor units)
      ['SOL', 'Solana', 8, 'SOL', 1_000_000n, 10_000_000n, 1_000_000_000_000n], // 0.01 in, 0.1 to 10,000 out
      ['BNB', 'BNB', 8, 'BNB', 1_000_000n, 5_000_000n, 500_000_000_000n], // 0.01 in, 0.05 to 5,000 out
      ['XRP', 'XRP', 6, 'XRP', 1_000_000n, 20_000_000n, 1_000_000_000_000n], // 1 in, 20 to 1,000,000 out
      ['DOGE', 'Dogecoin', 8, 'Ð', 1_000_000_000n, 5_000_000_000n, 1_000_000_000_000_000n], // 10 in, 50 to 10,000,000 out
      ['ADA', 'Cardano', 6, '₳', 1_000_000n, 10_000_000n, 1_000_000_000_000n], // 1 in, 10 to 1,000,000 out
      ['LTC', 'Litecoin', 8, 'Ł', 100_000n, 1_000_000n, 1_000_000_000_000n], // 0.001 in, 0.01 to 10,000 out
    ] as const
  ).map(([code, name, scale, symbol, minDeposit, minWithdraw, maxWithdraw], i) => ({
    code,
    name,
    scale,
    symbol,
    sort: 5 + i,
    minDeposit,
    maxDeposit: 0n,
    minWithdraw,
    maxWithdraw,
    withdrawFeeRate: '0.005',
  })),
];

/**
 * Where users send a bank transfer, per currency: sample accounts of this simulated platform
 * (not real ones); staff set a deployment's own through PUT /api/admin/recharge-channels/{id}.
 */
export const offlineChannels: OfflineChannelSeed[] = [
  {
    currency: 'USDT',
    payeeName: 'Aurora Markets OTC Ltd.',
    bankName: 'Meridian Pacific Bank',
    accountNumber: '0451 2210 8873 6620',
    bankBranch: 'Raffles Place Branch, 1 Raffles Place, Singapore 048616',
    qrImage: '',
    sort: 1,
  },
  {
    currency: 'USD',
    payeeName: 'Aurora Markets Ltd.',
    bankName: 'First Harbour Bank',
    accountNumber: '4021 7788 5510 0932',
    bankBranch: "Harbour Plaza Branch, 88 Queen's Road Central, Hong Kong",
    qrImage: 'payment/usd-transfer-qr.svg',
    sort: 2,
  },
];

// ---------------------------------------------------------------- products

type ProductRow = [
  symbol: string,
  name: string,
  category: ProductCategory,
  precision: number,
  basePrice: string,
  volatility: string,
  baseVolume: string,
  recommend?: boolean,
];

const tick = (precision: number) => (precision === 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`);

/** 22 symbols across the four asset classes of the landing page. Spot (coin-to-coin) is crypto only. */
const productRows: ProductRow[] = [
  ['BTC/USDT', 'Bitcoin', 'crypto', 2, '64250.50', '0.60', '12.5', true],
  ['ETH/USDT', 'Ethereum', 'crypto', 2, '3450.25', '0.70', '150', true],
  ['SOL/USDT', 'Solana', 'crypto', 3, '152.480', '0.90', '2400', true],
  ['BNB/USDT', 'BNB', 'crypto', 2, '585.40', '0.55', '420'],
  ['XRP/USDT', 'XRP', 'crypto', 4, '0.5234', '0.80', '380000'],
  ['DOGE/USDT', 'Dogecoin', 'crypto', 5, '0.12345', '1.00', '2500000'],
  ['ADA/USDT', 'Cardano', 'crypto', 4, '0.4521', '0.85', '600000'],
  ['LTC/USDT', 'Litecoin', 'crypto', 2, '84.12', '0.70', '3200'],
  ['EUR/USD', 'Euro / US Dollar', 'forex', 5, '1.08425', '0.07', '850000', true],
  ['GBP/USD', 'British Pound / US Dollar', 'forex', 5, '1.27150', '0.08', '600000'],
  ['USD/JPY', 'US Dollar / Japanese Yen', 'forex', 3, '151.234', '0.09', '700000'],
  ['AUD/USD', 'Australian Dollar / US Dollar', 'forex', 5, '0.66120', '0.10', '400000'],
  ['USD/CHF', 'US Dollar / Swiss Franc', 'forex', 5, '0.90450', '0.08', '300000'],
  ['AAPL', 'Apple Inc.', 'stock', 2, '227.35', '0.28', '90000', true],
  ['TSLA', 'Tesla Inc.', 'stock', 2, '248.50', '0.55', '180000'],
  ['NVDA', 'NVIDIA Corp.', 'stock', 2, '121.40', '0.50', '400000'],
  ['MSFT', 'Microsoft Corp.', 'stock', 2, '415.20', '0.25', '40000'],
  ['AMZN', 'Amazon.com Inc.', 'stock', 2, '185.60', '0.32', '70000'],
  ['XAU/USD', 'Gold Spot', 'commodity', 2, '2385.40', '0.15', '900', true],
  ['XAG/USD', 'Silver Spot', 'commodity', 3, '28.345', '0.28', '12000'],
  ['WTI/USD', 'WTI Crude Oil', 'commodity', 2, '78.64', '0.35', '15000'],
  ['NG/USD', 'Natural Gas', 'commodity', 3, '2.645', '0.60', '40000'],
];

export const products: ProductSeed[] = productRows.map(
  ([symbol, name, category, precision, basePrice, volatility, baseVolume, recommend], i) => {
    const [baseAsset = symbol, quoteAsset = 'USD'] = symbol.includes('/') ? symbol.split('/') : [symbol, 'USD'];
    return {
      symbol,
      name,
      category,
      baseAsset,
      quoteAsset,
      pricePrecision: precision,
      tickSize: tick(precision),
      basePrice,
      volatility,
      baseVolume,
      tradeModes: category === 'crypto' ? 'fast,contract,spot' : 'fast,contract',
      isRecommend: recommend ?? false,
      sort: i + 1,
    };
  },
);

// ---------------------------------------------------------------- fast trading

/** Fast-trade options every fast product gets: duration, profit rate, stake limits (USDT minor units). */
export const fastOptions = [
  { durationSec: 30, profitRate: '0.80', minAmount: 10_000_000n, maxAmount: 10_000_000_000n },
  { durationSec: 60, profitRate: '0.82', minAmount: 10_000_000n, maxAmount: 10_000_000_000n },
  { durationSec: 120, profitRate: '0.85', minAmount: 10_000_000n, maxAmount: 10_000_000_000n },
  { durationSec: 300, profitRate: '0.90', minAmount: 10_000_000n, maxAmount: 10_000_000_000n },
];

// ---------------------------------------------------------------- contract trading

/** Per-symbol lot size and spread (ticks); the rest per asset class (docs/decisions/033-contract-trading.md). */
const contractRows: Record<string, [contractSize: string, spreadTicks: number]> = {
  'BTC/USDT': ['1', 50],
  'ETH/USDT': ['1', 10],
  'SOL/USDT': ['10', 10],
  'BNB/USDT': ['1', 10],
  'XRP/USDT': ['1000', 2],
  'DOGE/USDT': ['10000', 2],
  'ADA/USDT': ['1000', 2],
  'LTC/USDT': ['10', 2],
  'EUR/USD': ['100000', 10],
  'GBP/USD': ['100000', 12],
  // quoted in yen and francs but settled in USDT as if quoted in it: sized so a lot's value is comparable
  'USD/JPY': ['1000', 10],
  'AUD/USD': ['100000', 12],
  'USD/CHF': ['100000', 14],
  AAPL: ['100', 4],
  TSLA: ['100', 6],
  NVDA: ['100', 4],
  MSFT: ['100', 4],
  AMZN: ['100', 4],
  'XAU/USD': ['100', 30],
  'XAG/USD': ['5000', 20],
  'WTI/USD': ['1000', 4],
  'NG/USD': ['10000', 4],
};

const contractClass: Record<ProductCategory, { leverages: string; feeRate: string; maintenanceRate: string; overnightRate: string }> = {
  crypto: { leverages: '1,2,5,10,20,50,100', feeRate: '0.0005', maintenanceRate: '0.004', overnightRate: '0.0003' },
  forex: { leverages: '1,2,5,10,20,50,100', feeRate: '0.0001', maintenanceRate: '0.005', overnightRate: '0.0001' },
  stock: { leverages: '1,2,5,10,20', feeRate: '0.0005', maintenanceRate: '0.01', overnightRate: '0.0002' },
  commodity: { leverages: '1,2,5,10,20,50,100', feeRate: '0.0003', maintenanceRate: '0.005', overnightRate: '0.0002' },
};

/** Contract settings by symbol: lots from 0.01 to 100.00 in steps of 0.01. */
export function contractSettingFor(symbol: string, category: ProductCategory) {
  const [contractSize, spreadTicks] = contractRows[symbol] ?? ['1', 0];
  return { contractSize, spreadTicks, lotStep: 1, minLots: 1, maxLots: 10_000, ...contractClass[category] };
}

// ---------------------------------------------------------------- spot (coin-to-coin) trading

/**
 * Spot markets by symbol: lot step (base coin) and minimum order value (USDT); the tick size is
 * the product's. Each tick × lot step is a whole number of USDT minor units (10⁻⁶) and each lot
 * step a whole number of the base coin's (docs/decisions/038-spot-trading.md). Fees 0.1 %.
 */
const spotRows: Record<string, string> = {
  'BTC/USDT': '0.0001',
  'ETH/USDT': '0.0001',
  'SOL/USDT': '0.001',
  'BNB/USDT': '0.001',
  'XRP/USDT': '0.1',
  'DOGE/USDT': '1',
  'ADA/USDT': '0.1',
  'LTC/USDT': '0.001',
};

export function spotMarketFor(p: { id: number; symbol: string; baseAsset: string; quoteAsset: string; tickSize: string }) {
  return {
    productId: p.id,
    symbol: p.symbol,
    base: p.baseAsset,
    quote: p.quoteAsset,
    tickSize: p.tickSize,
    lotStep: spotRows[p.symbol] ?? '1',
    minNotional: '5',
    makerFeeRate: '0.001',
    takerFeeRate: '0.001',
  };
}

/**
 * Mining products (issue 18, decision 049): USDT held for a period at a daily rate drawn within
 * its range (daily fractions: 0.004 = 0.4 %). Amounts in USDT minor units (6 decimals).
 */
const usdt = (whole: number) => BigInt(whole) * 1_000_000n;
export const miningProducts = [
  {
    name: 'USDT 5-day',
    periodDays: 5,
    minRate: '0.003',
    maxRate: '0.005',
    defaultRate: '0.004',
    minAmount: usdt(100),
    maxAmount: usdt(50_000),
    userCap: usdt(100_000),
    totalQuota: usdt(10_000_000),
    sort: 1,
  },
  {
    name: 'USDT 15-day',
    periodDays: 15,
    minRate: '0.004',
    maxRate: '0.006',
    defaultRate: '0.005',
    minAmount: usdt(500),
    maxAmount: usdt(100_000),
    userCap: usdt(200_000),
    totalQuota: usdt(20_000_000),
    sort: 2,
  },
  {
    name: 'USDT 30-day',
    periodDays: 30,
    minRate: '0.005',
    maxRate: '0.007',
    defaultRate: '0.006',
    minAmount: usdt(1_000),
    maxAmount: usdt(200_000),
    userCap: usdt(500_000),
    totalQuota: usdt(50_000_000),
    sort: 3,
  },
];
