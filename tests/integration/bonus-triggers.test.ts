// The two bonuses whose triggers live in other modules (decision 048, wired in
// server/composition.ts): turning on two-factor (the security centre's onTwoFactorEnabled) and
// passing certification (its advanced tier, the certification service's onAuthenticated). Each
// is granted once, also when two-factor is turned off and on again. The ledger reconciles after
// every test (fundsTestApp).
import { expect, it } from 'vitest';
import { TOTP_PERIOD_MS, totpCode } from '../../server/lib/totp.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { enableBonuses } from '../helpers/bonus.ts';
import { api, fundsTestApp } from '../helpers/funds.ts';
import { certify } from '../helpers/kyc.ts';

const env = fundsTestApp();

async function bonusesOf(token: string): Promise<{ kind: string; amount: string }[]> {
  const res = await api(env.t, token).get('/api/bonus');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data.items;
}

const kinds = (items: { kind: string }[]) => items.map((b) => b.kind).sort();

it('turning on two-factor grants its bonus once, also after turning it off and on again', async () => {
  enableBonuses(env.t);
  const u = await registerAndLogin(env.t);
  const a = api(env.t, u.token);
  expect(kinds(await bonusesOf(u.token))).toEqual(['signUp']);
  const turnOn = async () => {
    const setup = await a.post('/api/user/security/two-factor/setup');
    expect(setup.body.code, JSON.stringify(setup.body)).toBe(0);
    const secret: string = setup.body.data.secret;
    const confirm = await a.post('/api/user/security/two-factor/confirm', { code: totpCode(secret, env.t.clock.now()) });
    expect(confirm.body.code, JSON.stringify(confirm.body)).toBe(0);
    env.t.clock.advance(TOTP_PERIOD_MS);
    return secret;
  };
  const secret = await turnOn();
  const once = await bonusesOf(u.token);
  expect(kinds(once)).toEqual(['signUp', 'twoFactor']);
  expect(once.find((b) => b.kind === 'twoFactor')?.amount).toBe('5.000000');
  const off = await a.post('/api/user/security/two-factor/disable', { code: totpCode(secret, env.t.clock.now()) });
  expect(off.body.code, JSON.stringify(off.body)).toBe(0);
  env.t.clock.advance(TOTP_PERIOD_MS);
  await turnOn();
  expect(kinds(await bonusesOf(u.token))).toEqual(['signUp', 'twoFactor']);
});

it('passing certification grants its bonus at the advanced tier, once', async () => {
  enableBonuses(env.t);
  const u = await registerAndLogin(env.t);
  await certify(env.t, env.staff, u, 'junior');
  expect(kinds(await bonusesOf(u.token))).toEqual(['signUp']);
  await certify(env.t, env.staff, u, 'advanced');
  const items = await bonusesOf(u.token);
  expect(kinds(items)).toEqual(['kyc', 'signUp']);
  expect(items.find((b) => b.kind === 'kyc')?.amount).toBe('10.000000');
});
