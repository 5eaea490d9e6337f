// Initial content of issue 19 (decision 050): the content pages, the help centre and two news
// articles, in English with the titles in every locale; the help articles and news also in every
// locale (prisma/seed-i18n.ts, decision 074). Staff edit all of it in the back office.
// Bodies are the pages' plain-text markup: paragraphs split by a blank line, "## " headings,
// "- " list items.
import type { Prisma } from '../server/db/prisma.ts';
import { helpArticleVersions, newsVersions } from './seed-i18n.ts';

type Titles = Record<string, string>;
const titles = (
  de: string,
  es: string,
  fr: string,
  ja: string,
  ko: string,
  th: string,
  uk: string,
  vi: string,
  zhCN: string,
  zhMO: string,
): Record<string, { title: string }> =>
  Object.fromEntries(
    Object.entries({
      'de-DE': de,
      'es-ES': es,
      'fr-FR': fr,
      'ja-JP': ja,
      'ko-KR': ko,
      'th-TH': th,
      'uk-UA': uk,
      'vi-VN': vi,
      'zh-CN': zhCN,
      'zh-MO': zhMO,
    } satisfies Titles).map(([l, title]) => [l, { title }]),
  );

export const pages = [
  {
    slug: 'about',
    title: 'About us',
    i18n: titles(
      'Über uns',
      'Sobre nosotros',
      'À propos',
      '会社概要',
      '회사 소개',
      'เกี่ยวกับเรา',
      'Про нас',
      'Về chúng tôi',
      '关于我们',
      '關於我們',
    ),
    body: `Aurora Markets is an online platform for trading crypto assets, forex, stocks and commodities from one account, on the web and on mobile.

## What we offer
- Fast trading with fixed durations
- Contract trading with a choice of leverage
- Coin-to-coin (spot) trading with an order book
- Deposits and withdrawals in USDT, BTC, ETH and USD

## Our principles
Prices, fees and limits are published on the service rates page and are always the ones in force. Every balance change is recorded in a double-entry ledger that is reconciled continuously.

New to trading? Try the demo mode first: it uses virtual funds only.`,
  },
  {
    slug: 'terms',
    title: 'Terms of service',
    i18n: titles(
      'Nutzungsbedingungen',
      'Términos del servicio',
      'Conditions d’utilisation',
      '利用規約',
      '서비스 약관',
      'ข้อกำหนดการให้บริการ',
      'Умови надання послуг',
      'Điều khoản dịch vụ',
      '服务条款',
      '服務條款',
    ),
    body: `These terms govern your use of the Aurora Markets website and apps. By opening an account or using the services you accept them.

## Your account
You must give accurate information, keep your password and withdrawal password secret, and tell customer service at once if you think someone else used your account.

## Trading risk
Trading contracts and short-term products carries a high level of risk. Leverage magnifies losses as well as gains, and you can lose the whole amount you commit. Past results do not predict future ones.

## Fees and limits
The fees and limits in force are shown on the service rates page. A change applies to orders and requests made after it.

## Bank cards and withdrawal addresses
You may bind one bank card, in your own name. Changes go through customer service. Withdrawals are paid only to details that belong to you.

## Changes to these terms
We may update these terms; the version shown here is the one in force.`,
  },
  {
    slug: 'agreement',
    title: 'User agreement',
    i18n: titles(
      'Nutzervereinbarung',
      'Acuerdo de usuario',
      'Accord d’utilisation',
      'ユーザー契約',
      '사용자 계약',
      'ข้อตกลงผู้ใช้',
      'Угода користувача',
      'Thỏa thuận người dùng',
      '用户协议',
      '用戶協議',
    ),
    body: `This agreement is between you and Aurora Markets and applies from the moment you register.

## Eligibility
You must be of legal age in your country and allowed by its laws to use online trading services.

## One account per person
Each person may hold one account. Accounts may not be sold, lent or shared.

## Acceptable use
You agree not to manipulate prices, exploit errors, use automated tools that burden the platform, or use the services for money laundering or any unlawful purpose.

## Suspension
We may freeze an account while we investigate a suspected breach of this agreement. Funds of a frozen account stay yours.

## Contact
Questions about this agreement: customer service, available from every page.`,
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    i18n: titles(
      'Datenschutzerklärung',
      'Política de privacidad',
      'Politique de confidentialité',
      'プライバシーポリシー',
      '개인정보 처리방침',
      'นโยบายความเป็นส่วนตัว',
      'Політика конфіденційності',
      'Chính sách quyền riêng tư',
      '隐私政策',
      '私隱政策',
    ),
    body: `We collect only what we need to run your account and meet our legal duties.

## What we collect
- Your phone number or e-mail address and your password (stored as a one-way hash)
- Identity documents you upload for verification
- Your deposits, withdrawals, orders and login history

## How we use it
To provide the services, protect your account, review deposits and withdrawals, and answer your questions.

## Sharing
We do not sell personal data. We share it only where the law requires it.

## Your rights
You may ask customer service for a copy of your data, or to correct it. You may also ask to close your account.`,
  },
  {
    slug: 'legal',
    title: 'Legal notice',
    i18n: titles(
      'Impressum',
      'Aviso legal',
      'Mentions légales',
      '法的通知',
      '법적 고지',
      'ประกาศทางกฎหมาย',
      'Правова інформація',
      'Thông báo pháp lý',
      '法律声明',
      '法律聲明',
    ),
    body: `Aurora Markets is operated by its owner as named in the site settings.

## Risk warning
Trading carries a high level of risk and may not be suitable for everyone. Make sure you understand the risks before you trade.

## No investment advice
Nothing on this site is investment, legal or tax advice.

## Availability
Services are not offered where they would be unlawful. It is your responsibility to check the laws that apply to you.`,
  },
];

export const helpCategories = [
  {
    key: 'account',
    title: 'Account and security',
    sort: 1,
    i18n: titles(
      'Konto und Sicherheit',
      'Cuenta y seguridad',
      'Compte et sécurité',
      'アカウントとセキュリティ',
      '계정 및 보안',
      'บัญชีและความปลอดภัย',
      'Обліковий запис і безпека',
      'Tài khoản và bảo mật',
      '账户与安全',
      '賬戶與安全',
    ),
  },
  {
    key: 'funds',
    title: 'Deposits and withdrawals',
    sort: 2,
    i18n: titles(
      'Ein- und Auszahlungen',
      'Depósitos y retiros',
      'Dépôts et retraits',
      '入金と出金',
      '입금 및 출금',
      'การฝากและถอน',
      'Поповнення та виведення',
      'Nạp và rút tiền',
      '充值与提现',
      '充值與提現',
    ),
  },
  {
    key: 'trading',
    title: 'Trading',
    sort: 3,
    i18n: titles('Handel', 'Operaciones', 'Trading', '取引', '거래', 'การซื้อขาย', 'Торгівля', 'Giao dịch', '交易', '交易'),
  },
  {
    key: 'api',
    title: 'API and trading bots',
    sort: 4,
    i18n: titles(
      'API und Trading-Bots',
      'API y bots de trading',
      'API et robots de trading',
      'APIと自動売買ボット',
      'API 및 트레이딩 봇',
      'API และบอตเทรด',
      'API і торгові боти',
      'API và bot giao dịch',
      'API 与交易机器人',
      'API 與交易機械人',
    ),
  },
];

/**
 * The seeded help articles. One with a `key` came after the first help centres were seeded: a
 * help centre seeded before gets it once (seedContent), and one staff deleted does not get it back.
 */
export const helpArticles: { category: string; title: string; body: string; key?: string }[] = [
  {
    category: 'account',
    title: 'How do I reset my password?',
    body: `On the login screen choose "Forgot password", enter your phone number or e-mail address and the verification code we send you, then choose a new password.

For your safety, withdrawals are paused for 24 hours after a password reset.`,
  },
  {
    category: 'account',
    title: 'What is the withdrawal password?',
    body: `The withdrawal password is a second password, asked for every withdrawal. Set it under Security. Never give it to anyone, including customer service.`,
  },
  {
    category: 'funds',
    title: 'How long does a withdrawal take?',
    body: `A withdrawal is reviewed by our staff and usually paid within one business day. Large withdrawals need a second reviewer's approval.

The fee and the minimum and maximum amounts per currency are on the service rates page.`,
  },
  {
    category: 'funds',
    title: 'My deposit has not arrived',
    body: `Crypto deposits are credited after the network confirms them. Bank transfers are credited once our staff have matched your proof of payment.

If your deposit is still missing after a few hours, contact customer service with its number from the deposit history.`,
  },
  {
    category: 'trading',
    title: 'What is fast trading?',
    body: `In fast trading you choose a product, a direction (up or down), a duration and a stake. If the price at the end of the duration is on your side, you receive your stake plus the profit rate of that duration.

## Example
A stake of 100 USDT with a profit rate of 85 % returns 185 USDT on a win and nothing on a loss.`,
  },
  {
    category: 'trading',
    title: 'What fees do contracts charge?',
    body: `Opening and closing a contract position each charge the product's fee rate on the position's value, and positions held overnight pay the daily overnight rate. All rates are on the service rates page.`,
  },
  {
    // (the code is shared/examples/ccxt-binance.mjs itself, filled in when the article is read: server/modules/pages/examples.ts)
    category: 'api',
    key: 'ccxt',
    title: 'Connecting CCXT and other Binance clients',
    body: `Programs written for Binance, such as CCXT, python-binance or freqtrade, can trade here unchanged: the platform answers Binance's spot API with its own markets. You change only the address they call; no library code is patched.

## 1. Create an API key
Go to **Security** and then **API keys**, and create a key:
- **Wallet**: the demo wallet (virtual funds, for practice) or the real wallet. A key trades its own wallet only. A real-wallet key asks for your withdrawal password, and for your authenticator code when two-factor authentication is on.
- **Permissions**: reading is always included; add spot trading to place and cancel orders. No permission allows withdrawals.
- **IP allow-list** (optional): the addresses or ranges your program runs from, such as \`203.0.113.7\` or \`203.0.113.0/24\`. Calls from anywhere else are refused.

The secret is shown only once, when the key is created: store it safely. If you lose it, revoke the key and create a new one. A key also ends when the account is frozen or closed, or when its password is reset.

## 2. Two addresses, two wallets
- Real wallet: \`https://your-platform.example/api/v3\`
- Demo wallet: \`https://your-platform.example/demo/api/v3\`

Here \`https://your-platform.example\` stands for this site's address, as your browser shows it. The two work like Binance's live API and its testnet. A key works only at the address of its own wallet.

## 3. Connect CCXT
Use CCXT's \`binance\` class as it is, with these settings:
- \`defaultType: 'spot'\` and \`fetchMarkets: ['spot']\`: the platform has spot markets only.
- \`fetchCurrencies: false\` and \`fetchMargins: false\`: there is no currency list and no margin trading to load.
- \`urls.api.public\` and \`urls.api.private\`: your wallet's address from step 2; \`urls.api.sapi\`: the same address ending in \`/sapi/v1\` instead of \`/api/v3\`.

Do not call \`setSandboxMode(true)\`: it would send your requests to Binance's own testnet. The address you set chooses the wallet.

The example below connects to the demo wallet, loads the markets, reads the balance and a ticker, places a small limit buy far below the market price, reads it back and cancels it. For the real wallet, change the one line it points out. Our test suite runs this exact file against the platform.

\`\`\`example:ccxt-binance.mjs
\`\`\`

## What you can call
- General: \`ping\`, \`time\`, \`exchangeInfo\`
- Market data: \`depth\`, \`trades\`, \`aggTrades\`, \`klines\`, \`uiKlines\`, \`avgPrice\`, \`ticker\`, \`ticker/24hr\`, \`ticker/price\`, \`ticker/bookTicker\`
- Account and orders (signed): \`account\`, \`order\` (place a LIMIT or MARKET order by quantity or by \`quoteOrderQty\`, read it, cancel it), \`openOrders\`, \`allOrders\`, \`myTrades\`, \`order/test\`, \`account/commission\`, \`rateLimit/order\`

Symbols, fields, order statuses and error codes are Binance's, for example \`BTCUSDT\` and \`{"code":-2010,"msg":"..."}\`. Futures, margin and WebSocket streams are not available through the API. Orders placed with a key are ordinary spot orders: they appear in your order and trade history with the orders you place in the app, marked as placed by API key.

## Request weights, 429 and 418
Every call has Binance's weight, and the weights of one IP address add up per minute: up to 6,000 unless the platform sets another limit. Every answer reports the minute's total in the \`X-MBX-USED-WEIGHT-1M\` header. Over the limit, calls are refused with HTTP 429 and a \`Retry-After\` header; an address that keeps calling after that is banned for two minutes with HTTP 418. With \`enableRateLimit: true\`, CCXT spaces out its calls.

## Timestamps and recvWindow
Signed calls carry a \`timestamp\`. A call is refused when it arrives later than its \`recvWindow\` allows (5,000 ms unless you send another value, at most 60,000; CCXT sends 10,000), or when its timestamp is more than one second ahead of the server's clock (error -1021). If your computer's clock is off, set CCXT's \`adjustForTimeDifference: true\`, as the example does: CCXT then reads the server's time when it loads the markets and signs with it.

## No withdrawals by key
No key can withdraw, whatever its permissions: withdrawal calls are always refused (error -2015). Withdrawals are made in the app, with your withdrawal password.

## Other Binance clients
A client that lets you set Binance's base address connects the same way: give it the platform's address and your key; the signing stays as it is.
- python-binance: \`Client(key, secret, ping=False)\`, then set \`client.API_URL\` to \`https://your-platform.example/demo/api\`
- binance-connector (Binance's Python library): \`Spot(api_key=key, api_secret=secret, base_url="https://your-platform.example/demo")\`
- freqtrade (through CCXT): the same \`urls\` in the exchange's \`ccxt_config\` and \`ccxt_async_config\`, with \`"enable_ws": false\` and the spot trading mode

For the real wallet, leave out \`/demo\`. Only the calls listed above exist: a feature of your tool that needs another one gets an error.`,
  },
  {
    // issue 41 point 8: the code is shared/examples/sandbox-liquidation.test.ts itself, the file the suite runs
    // (tests/integration/sandbox-example.test.ts), filled in when the article is read (server/modules/pages/examples.ts)
    category: 'api',
    key: 'sandbox',
    title: 'Testing against Aurora',
    body: `A sandbox is a complete platform that your own tests can drive: it holds test money only, and its control API lets a test create customers, script the market and move the clock. Use it to test an app, a bot or an integration on your computer or in CI.

## 1. Start a sandbox
From a checkout of the platform, run \`npm run start:sandbox\`. It serves \`http://localhost:3000\` with a database of its own in \`./data/sandbox\`, and every screen shows an orange sandbox banner.

The control API's token is in the file \`data/sandbox/sandbox-token\`, unless you start the sandbox with your own \`SANDBOX_TOKEN\` (at least 32 characters). Send it in the \`X-Sandbox-Token\` header of every control call; these calls need no AppKey.

## 2. The control API
- \`GET /api/sandbox\`: the sandbox's state and the list of its control routes
- \`POST /api/sandbox/fixtures\`: a customer with balances, positions and orders in one call, with a session token
- \`GET /api/sandbox/clock\`, \`POST /api/sandbox/clock/advance\`, \`POST /api/sandbox/clock/set\`: the test clock
- \`PUT /api/sandbox/market/:symbol/script\`, \`DELETE /api/sandbox/market/:symbol/script\`, \`GET /api/sandbox/market/scripts\`: scripted prices
- \`POST /api/sandbox/snapshots\`, \`GET /api/sandbox/snapshots\`, \`POST /api/sandbox/snapshots/:id/restore\`, \`POST /api/sandbox/reset\`: snapshots and the reset
- \`GET /api/sandbox/magic\`: the magic values

## 3. The test clock
Stop the clock with \`{"running": false}\`: it then moves only when your test advances it. An advance lives every tick of the time it skips, in order: settlements, stop-loss and take-profit, liquidations, overnight fees and mining payouts happen at the times they would have happened live, and the call answers when all of them are done. During an advance the house market maker requotes once per simulated minute.

## 4. Scripted prices
A script sets a product's price from the next tick: a preset (\`flash-crash\` falls 15 % in 10 seconds; \`weekend-gap\`, \`flat\` and \`trend\`), a path of prices at given times, or a drift with a volatility. Scripted periods are recorded as scripted, without a commitment, and the market check reports them as such.

## 5. Magic values
- A deposit whose amount ends in \`.11\` is approved at once; one ending in \`.22\` is rejected.
- A withdrawal to a network's test address (\`GET /api/sandbox/magic\` lists them) fails on the chain, and the amount returns.
- A certification with the name \`Test Reject\` is rejected.
- Addresses at \`@sandbox.test\` receive the verification code \`000000\`.

## 6. Snapshots
Prepare your customers once, take a snapshot, and restore it before each test instead of creating them again. A restore puts back every balance, order, position and order book, and the clock's time.

## 7. The typed client
\`@aurora/sdk\` (in the checkout's \`shared/sdk\`) is a client generated from the platform's API description: every path, parameter and answer is typed, the control API included. Create one client with the \`X-Sandbox-Token\` header for the control API, and one per customer with its session token.

## A complete example
This test opens a 50× long, scripts a flash crash, advances the clock by one minute and checks that the position was liquidated and lost no more than its margin and fees. It takes a snapshot first and restores it at the end. Our test suite runs this exact file against a sandbox.

\`\`\`example:sandbox-liquidation.test.ts
\`\`\`

Run it with vitest, with \`AURORA_URL\` (the sandbox's address) and \`SANDBOX_TOKEN\` set in the environment.`,
  },
];

export const news = [
  {
    title: 'Coin-to-coin trading is live',
    summary: 'Trade BTC, ETH and more against USDT with limit and market orders.',
    body: `Coin-to-coin (spot) trading is now available on the web and on mobile.

Place limit or market orders against a live order book. Maker and taker fees are shown on the service rates page.`,
    coverImage: 'banner/markets.svg',
    minutesAgo: 60 * 24,
  },
  {
    title: 'New help centre',
    summary: 'Answers to the most common questions, searchable in your language.',
    body: `Our new help centre collects answers about accounts, deposits and withdrawals, and trading. Search it from the help centre page.`,
    coverImage: 'banner/verify.svg',
    minutesAgo: 60 * 2,
  },
];

/** Where the seed notes the keys of the later articles it has put into this database's help centre (so it does so once). */
export const ADDED_HELP_ARTICLES = 'seededHelpArticles';

/**
 * Fills what is missing: pages by slug, the help centre and news only when empty, the articles
 * added since into a help centre seeded before them (once each), and the other locales' versions
 * of seeded articles that earlier seeds wrote in English only.
 */
export async function seedContent(prisma: Prisma, now: number) {
  for (const p of pages) {
    await prisma.contentPage.upsert({
      where: { slug: p.slug },
      update: {},
      create: { slug: p.slug, title: p.title, body: p.body, i18n: JSON.stringify(p.i18n), updatedAt: BigInt(now) },
    });
  }
  const articleRow = (a: (typeof helpArticles)[number], categoryId: number, sort: number) => ({
    categoryId,
    title: a.title,
    body: a.body,
    i18n: JSON.stringify(helpArticleVersions[a.title] ?? {}),
    sort,
    createdAt: BigInt(now),
    updatedAt: BigInt(now),
  });
  const mark = await prisma.configItem.upsert({
    where: { identify: ADDED_HELP_ARTICLES },
    update: {},
    create: {
      identify: ADDED_HELP_ARTICLES,
      configValue: '',
      description: 'Help articles the seed added to this help centre after its first seed (comma-separated keys): not added again',
      isPublic: false,
    },
  });
  const added = new Set(mark.configValue.split(',').filter(Boolean));
  if ((await prisma.helpCategory.count()) === 0) {
    for (const c of helpCategories) {
      const { id } = await prisma.helpCategory.create({ data: { title: c.title, sort: c.sort, i18n: JSON.stringify(c.i18n) } });
      const articles = helpArticles.filter((a) => a.category === c.key);
      await prisma.helpArticle.createMany({ data: articles.map((a, i) => articleRow(a, id, i + 1)) });
    }
    for (const a of helpArticles) if (a.key) added.add(a.key);
  } else {
    // a help centre seeded before: the later articles, each in its category (made if missing), last in it
    for (const a of helpArticles.filter((x) => x.key && !added.has(x.key))) {
      const c = helpCategories.find((x) => x.key === a.category) as (typeof helpCategories)[number];
      const category =
        (await prisma.helpCategory.findFirst({ where: { title: c.title }, orderBy: { id: 'asc' } })) ??
        (await prisma.helpCategory.create({ data: { title: c.title, sort: c.sort, i18n: JSON.stringify(c.i18n) } }));
      const last = await prisma.helpArticle.aggregate({ where: { categoryId: category.id }, _max: { sort: true } });
      await prisma.helpArticle.create({ data: articleRow(a, category.id, (last._max.sort ?? 0) + 1) });
      added.add(a.key as string);
    }
  }
  const value = [...added].sort().join(',');
  if (value !== mark.configValue)
    await prisma.configItem.update({ where: { identify: ADDED_HELP_ARTICLES }, data: { configValue: value } });
  if ((await prisma.news.count()) === 0) {
    await prisma.news.createMany({
      data: news.map(({ minutesAgo, ...n }) => ({
        ...n,
        i18n: JSON.stringify(newsVersions[n.title] ?? {}),
        published: true,
        publishedAt: new Date(now - minutesAgo * 60_000),
        createdAt: new Date(now - minutesAgo * 60_000),
      })),
    });
  }
  for (const [title, versions] of Object.entries(helpArticleVersions)) {
    await prisma.helpArticle.updateMany({ where: { title, i18n: '{}' }, data: { i18n: JSON.stringify(versions) } });
  }
  for (const [title, versions] of Object.entries(newsVersions)) {
    await prisma.news.updateMany({ where: { title, i18n: '{}' }, data: { i18n: JSON.stringify(versions) } });
  }
}
