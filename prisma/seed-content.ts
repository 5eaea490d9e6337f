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
];

export const helpArticles: { category: string; title: string; body: string }[] = [
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

/**
 * Fills what is missing: pages by slug, the help centre and news only when empty, and the other
 * locales' versions of seeded articles that earlier seeds wrote in English only.
 */
export async function seedContent(prisma: Prisma, now: number) {
  for (const p of pages) {
    await prisma.contentPage.upsert({
      where: { slug: p.slug },
      update: {},
      create: { slug: p.slug, title: p.title, body: p.body, i18n: JSON.stringify(p.i18n), updatedAt: BigInt(now) },
    });
  }
  if ((await prisma.helpCategory.count()) === 0) {
    for (const c of helpCategories) {
      const { id } = await prisma.helpCategory.create({ data: { title: c.title, sort: c.sort, i18n: JSON.stringify(c.i18n) } });
      const articles = helpArticles.filter((a) => a.category === c.key);
      await prisma.helpArticle.createMany({
        data: articles.map((a, i) => ({
          categoryId: id,
          title: a.title,
          body: a.body,
          i18n: JSON.stringify(helpArticleVersions[a.title] ?? {}),
          sort: i + 1,
          createdAt: BigInt(now),
          updatedAt: BigInt(now),
        })),
      });
    }
  }
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
