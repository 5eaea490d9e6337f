// Users' own deposit addresses through the API (issue 38 point 1): every coin the platform holds
// can be given an address on each of its networks; addresses are valid for their network
// (checksums), distinct per user, the same after a restart and given once however many first
// requests race; a network that is unknown or not the currency's is refused (localized) and
// stores nothing; staff find an address's owner, a customer never sees another's address.
import { expect, it } from 'vitest';
import { COIN_NETWORKS, NETWORK_CODES, type Network, NETWORKS } from '../../shared/networks.ts';
import { isValidAddress } from '../../server/modules/funds/networks/address-codec.ts';
import { nextIp, registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { pngImage } from '../helpers/files.ts';
import { api, fundsTestApp } from '../helpers/funds.ts';
import { staffSession } from '../helpers/staff.ts';

const env = fundsTestApp();

type Res = { status: number; body: { code: number; msg: string; data: Record<string, unknown> } };
interface Own {
  currency: string;
  network: Network;
  networkName: string;
  address: string;
  confirmations: number;
  minDeposit: string;
  memo: null;
}

const COINS = Object.keys(COIN_NETWORKS);
const addressOf = (token: string, currency: string, network: string, locale = 'en-US') =>
  api(env.t, token)
    .get(`/api/recharge/address?currency=${currency}&network=${network}`)
    .set('Accept-Language', locale) as unknown as Promise<Res>;
const own = async (token: string, currency: string, network: string) => {
  const res = await addressOf(token, currency, network);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as unknown as Own;
};
const rowsOf = (userId: number) =>
  env.t.app.ctx.sqlite.prepare('SELECT network, address, path FROM "DepositAddress" WHERE userId = ? ORDER BY network').all(userId) as {
    network: string;
    address: string;
    path: string;
  }[];
const countRows = () => (env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "DepositAddress"').get() as { n: number }).n;

/** Every coin on each of its networks: the user's address there. */
async function everyAddress(token: string) {
  const out: Own[] = [];
  for (const coin of COINS) for (const network of COIN_NETWORKS[coin] ?? []) out.push(await own(token, coin, network));
  return out;
}

it('the channels list every coin with its networks, and no platform address', async () => {
  const u = await registerAndLogin(env.t);
  const crypto = (await api(env.t, u.token).get('/api/recharge/channels')).body.data.crypto;
  expect(crypto).not.toHaveProperty('addresses');
  expect(crypto.maintenance).toBe(false);
  // every currency the platform holds can be deposited on a network, except USD (fiat: bank only)
  const held = ((await api(env.t, u.token).get('/api/recharge/channels')).body.data.limits as { currency: string }[]).map(
    (l) => l.currency,
  );
  expect(held.filter((c) => c !== 'USD')).toEqual(crypto.networks.map((n: { currency: string }) => n.currency));
  expect(held.length).toBeGreaterThan(crypto.networks.length);
  expect(crypto.networks).toEqual(
    COINS.map((currency) => ({
      currency,
      networks: (COIN_NETWORKS[currency] ?? []).map((network) => ({
        network,
        name: NETWORKS[network].name,
        confirmations: NETWORKS[network].confirmations,
      })),
    })),
  );
});

it('every coin gets its own address on each of its networks: valid (checksums), one per network, EVM networks shared', async () => {
  const u = await registerAndLogin(env.t);
  const given = await everyAddress(u.token);
  const limits = (await api(env.t, u.token).get('/api/recharge/channels')).body.data.limits as { currency: string; min: string }[];
  const minimum = (code: string) => limits.find((l) => l.currency === code)?.min;
  for (const a of given) {
    expect(isValidAddress(a.network, a.address), `${a.currency} ${a.network} ${a.address}`).toBe(true);
    expect(a).toMatchObject({
      networkName: NETWORKS[a.network].name,
      confirmations: NETWORKS[a.network].confirmations,
      memo: null,
    });
    expect(a.minDeposit).toBe(minimum(a.currency));
  }
  // one address per network, whichever coin asked: USDT and ETH share their ERC20 one
  const byNetwork = new Map(given.map((a) => [a.network, a.address]));
  for (const a of given) expect(a.address).toBe(byNetwork.get(a.network));
  expect(byNetwork.get('ERC20')).toBe(byNetwork.get('BEP20'));
  expect(rowsOf(u.userId).map((r) => r.network)).toEqual([...NETWORK_CODES].sort());
  expect(new Map(rowsOf(u.userId).map((r) => [r.network, r.address]))).toEqual(byNetwork);
});

it('addresses are distinct per user, and nobody is given another user’s', async () => {
  const a = await registerAndLogin(env.t);
  const b = await registerAndLogin(env.t);
  const mine = await everyAddress(a.token);
  const theirs = await everyAddress(b.token);
  const all = [...mine, ...theirs];
  for (const network of NETWORK_CODES) {
    const one = mine.find((x) => x.network === network)?.address;
    const other = theirs.find((x) => x.network === network)?.address;
    expect(one).toBeDefined();
    expect(other).not.toBe(one);
  }
  // nothing B is given is A's, on any network
  const aSet = new Set(mine.map((x) => x.address));
  expect(theirs.filter((x) => aSet.has(x.address))).toEqual([]);
  expect(all.length).toBe(2 * mine.length);
});

it('the same address after a restart (the same database and data folder)', async () => {
  const u = await registerAndLogin(env.t);
  const before = await everyAddress(u.token);
  const rows = rowsOf(u.userId);
  await env.t.restart();
  const staff = await staffSession(env.t, 'admin');
  expect(await everyAddress(u.token)).toEqual(before);
  expect(rowsOf(u.userId)).toEqual(rows);
  // and still found as theirs
  const owner = await api(env.t, staff).get(`/api/admin/deposit-addresses?address=${before[0]?.address}`);
  expect(owner.body.data.userId).toBe(u.userId);
});

it('an unknown network, or one the currency is not on, is refused in the user’s language and stores nothing', async () => {
  const u = await registerAndLogin(env.t);
  const before = countRows();
  const cases: [string, string, string, number, RegExp][] = [
    ['USDT', 'OMNI', 'de-DE', 4100, /Unbekanntes Netzwerk/],
    ['USDT', 'trc20', 'en-US', 4100, /Unknown network/],
    ['USDT', 'BTC', 'zh-CN', 4101, /该币种不支持通过所选网络充值/],
    ['BTC', 'ERC20', 'fr-FR', 4101, /ne peut pas être déposée/],
    ['USD', 'TRC20', 'ja-JP', 4101, /入金できません/],
    ['FOO', 'BTC', 'en-US', 4101, /cannot be deposited/],
  ];
  for (const [currency, network, locale, code, msg] of cases) {
    const res = await addressOf(u.token, currency, network, locale);
    expect(res.status, `${currency} ${network}`).toBe(400);
    expect(res.body).toMatchObject({ code, data: null });
    expect(res.body.msg).toMatch(msg);
  }
  // missing or extra parameters
  expect((await api(env.t, u.token).get('/api/recharge/address?currency=USDT')).status).toBe(400);
  expect((await api(env.t, u.token).get('/api/recharge/address?currency=USDT&network=TRC20&userId=1')).status).toBe(400);
  expect(countRows()).toBe(before);
  expect(rowsOf(u.userId)).toEqual([]);
});

it('while crypto deposits are in maintenance no address is shown', async () => {
  const u = await registerAndLogin(env.t);
  const prisma = env.t.app.ctx.prisma;
  await prisma.configItem.update({ where: { identify: 'rechargeCryptoMaintenance' }, data: { configValue: 'Y' } });
  try {
    expect((await addressOf(u.token, 'USDT', 'TRC20')).body.code).toBe(4008);
  } finally {
    await prisma.configItem.update({ where: { identify: 'rechargeCryptoMaintenance' }, data: { configValue: 'N' } });
  }
  expect(rowsOf(u.userId)).toEqual([]);
  expect((await addressOf(u.token, 'USDT', 'TRC20')).body.code).toBe(0);
});

it('racing first requests give one address, stored once', async () => {
  const u = await registerAndLogin(env.t);
  const results = await Promise.all(Array.from({ length: 12 }, () => addressOf(u.token, 'SOL', 'SOL')));
  expect(results.every((r) => r.body.code === 0)).toBe(true);
  expect(new Set(results.map((r) => r.body.data.address)).size).toBe(1);
  expect(rowsOf(u.userId)).toHaveLength(1);
});

it('visitors and signed-out requests get no address', async () => {
  const before = countRows();
  expect((await env.t.api.get('/api/recharge/address?currency=USDT&network=TRC20').set('AppKey', APP_KEY)).body.code).toBe(-99);
  const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
  const token = guest.headers.authorization as string;
  expect(token).toBeTruthy();
  expect((await addressOf(token, 'USDT', 'TRC20')).body.code).toBe(-99);
  expect(countRows()).toBe(before);
});

it('staff find the owner of an address (deposits.review); a customer or staff without it cannot', async () => {
  const u = await registerAndLogin(env.t);
  const other = await registerAndLogin(env.t);
  const trc = (await own(u.token, 'USDT', 'TRC20')).address;
  const evm = (await own(u.token, 'ETH', 'BEP20')).address;
  await own(u.token, 'USDT', 'ERC20');
  const btc = (await own(u.token, 'BTC', 'BTC')).address;
  const finance = await staffSession(env.t, 'finance');
  const lookup = (token: string, query: string) => api(env.t, token).get(`/api/admin/deposit-addresses?${query}`);

  const found = await lookup(finance, `address=${trc}&network=TRC20`);
  expect(found.body).toMatchObject({
    code: 0,
    data: {
      userId: u.userId,
      address: trc,
      customer: { id: u.userId, email: (u.account as { email: string }).email },
      networks: [{ network: 'TRC20', networkName: 'TRON (TRC20)', address: trc, path: `m/44'/195'/0'/0/${u.userId}` }],
    },
  });
  // any network: an EVM address is theirs on both (typed in lower case), an upper-case bech32 address is the same address
  const evmOwner = (await lookup(finance, `address=${evm.toLowerCase()}`)).body.data;
  expect(evmOwner.userId).toBe(u.userId);
  expect(evmOwner.networks.map((n: { network: string }) => n.network)).toEqual(['ERC20', 'BEP20']);
  expect((await lookup(finance, `address=${btc.toUpperCase()}`)).body.data.userId).toBe(u.userId);
  // on another network, or nobody's: 404
  expect((await lookup(finance, `address=${trc}&network=BTC`)).status).toBe(404);
  expect((await lookup(finance, 'address=TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC')).body.code).toBe(404);
  expect((await lookup(finance, 'address=&network=TRC20')).status).toBe(400);
  expect((await lookup(finance, `address=${trc}&network=OMNI`)).body.code).toBe(4100);

  // support staff may read users, not review deposits; customers are no staff
  expect((await lookup(await staffSession(env.t, 'support'), `address=${trc}`)).body.code).toBe(1006);
  const asCustomer = await lookup(other.token, `address=${trc}`);
  expect(asCustomer.body.code).not.toBe(0);
  expect(JSON.stringify(asCustomer.body)).not.toContain(trc);
  expect(JSON.stringify(asCustomer.body)).not.toContain(String(u.userId));
});

it("a customer's page shows their addresses to staff who read users", async () => {
  const u = await registerAndLogin(env.t);
  expect((await api(env.t, await staffSession(env.t, 'support')).get(`/api/admin/users/${u.userId}`)).body.data.depositAddresses).toEqual(
    [],
  );
  const sol = await own(u.token, 'SOL', 'SOL');
  const ltc = await own(u.token, 'LTC', 'LTC');
  const detail = (await api(env.t, await staffSession(env.t, 'support')).get(`/api/admin/users/${u.userId}`)).body.data;
  expect(detail.depositAddresses).toEqual([
    { network: 'SOL', networkName: 'Solana', address: sol.address, path: `m/44'/501'/${u.userId}'/0'`, createdAt: expect.any(String) },
    { network: 'LTC', networkName: 'Litecoin', address: ltc.address, path: `m/44'/2'/0'/0/${u.userId}`, createdAt: expect.any(String) },
  ]);
});

it('a crypto deposit claim names one of the coin’s networks: every coin may be claimed now', async () => {
  const u = await registerAndLogin(env.t);
  const a = api(env.t, u.token);
  const claim = async (currency: string, chain: string, amount: string) => {
    const proof = (await a.upload(pngImage())).body.data.id;
    return (await a.post('/api/recharge', { channel: 'crypto', currency, chain, amount, proofUploadId: proof })).body;
  };
  expect(await claim('SOL', 'SOL', '1.5')).toMatchObject({ code: 0, data: { status: 'reviewing', currency: 'SOL' } });
  expect(await claim('USDT', 'BEP20', '20')).toMatchObject({ code: 0 });
  expect((await claim('USDT', 'BTC', '20')).code).toBe(4025);
  expect((await claim('DOGE', 'OMNI', '20')).code).toBe(4100);
  const queue = (await api(env.t, env.staff).get(`/api/admin/deposits?userId=${u.userId}`)).body.data.items;
  expect(queue.map((d: { chain: string }) => d.chain).sort()).toEqual(['BEP20', 'SOL']);
});
