// The built client as `npm start` serves it (buildApp, precompressed files) on a free port, and a
// headless chromium to load it: the set-up of the page benchmarks (client-size, landing-paint).
import { type BrowserContext, chromium } from 'playwright-core';
import { createTestApp } from '../../../tests/helpers/app.ts';
import { CHROMIUM } from '../../../tests/helpers/browser.ts';
import { createTemplateDatabase } from '../../../tests/helpers/template.ts';
import { buildClient, clientIsStale } from '../../client-build.ts';
import { APP_KEY, type BenchServer, register } from './server.ts';

export async function servedClient() {
  if (clientIsStale()) buildClient();
  await createTemplateDatabase();
  const t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const ok: BenchServer['ok'] = async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { AppKey: APP_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { code: number; data: unknown };
    if (json.code !== 0) throw new Error(`${method} ${url} refused (HTTP ${res.status}): ${JSON.stringify(json)}`);
    return { res, data: json.data };
  };
  return {
    base,
    browser,
    /** Registers an account and starts every page of `context` logged in with it, as the client stores a session. */
    async signIn(context: BrowserContext) {
      const email = `bench${Date.now().toString(36)}@example.com`;
      await register({ ok }, email, 'bench-password-1');
      const { res, data } = await ok('POST', '/api/login', { type: 'email', email, password: 'bench-password-1' });
      const token = res.headers.get('authorization');
      if (!token) throw new Error('the login answered no token');
      const user = data as { userId: number };
      await context.addInitScript(
        ({ token, user }) => {
          localStorage.setItem('Authorization', token);
          localStorage.setItem('userInfo', JSON.stringify(user));
          localStorage.setItem('socuid', String(user.userId));
          for (let i = 1; i <= 20; i++) sessionStorage.setItem(`noticeDialogShown:${i}`, '1');
        },
        { token, user },
      );
    },
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}
