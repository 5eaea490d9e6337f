// The built client as `npm start` serves it (buildApp, precompressed files) on a free port, and a
// headless chromium to load it: the set-up of the page benchmarks (client-size, landing-paint).
import { chromium } from 'playwright-core';
import { createTestApp } from '../../../tests/helpers/app.ts';
import { CHROMIUM } from '../../../tests/helpers/browser.ts';
import { createTemplateDatabase } from '../../../tests/helpers/template.ts';
import { buildClient, clientIsStale } from '../../client-build.ts';

export async function servedClient() {
  if (clientIsStale()) buildClient();
  await createTemplateDatabase();
  const t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  return {
    base,
    browser,
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}
