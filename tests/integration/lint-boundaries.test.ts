// One-way imports are a lint rule (issue 13.9): the project's biome.json, applied to a small
// tree of probe files outside the checkout, refuses an import from one feature into another,
// from a feature into the app, from client/src/lib into a feature, from shared/ into the server,
// of the Redis client in the server outside server/cluster/, and an import cycle, `import type`
// included; the imports the layering allows pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-'));
  // the project's rules as they are, without the git settings (the probe tree is no checkout)
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  delete config.vcs;
  fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  const files: Record<string, string> = {
    'client/src/lib/format.ts': 'export const format = (v: string) => v;\n',
    'client/src/app/router.tsx': 'export const router = 1;\n',
    'client/src/features/funds/api/get-assets.ts': 'export const getAssets = () => 1;\n',
    'client/src/features/fast/api/place-order.ts': 'export const placeOrder = () => 1;\n',
    'server/app.ts': 'export const buildApp = () => 1;\n',
    'shared/money.ts': 'export const money = 1;\n',
  };
  for (const [file, text] of Object.entries(files)) write(file, text);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

/** Lints one probe file with the project's configuration: the rules it breaks. */
function lint(file: string, text: string): string[] {
  write(file, text);
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['lint', '--max-diagnostics=50', file], { cwd: dir, encoding: 'utf8' });
  return [...new Set([...(r.stdout + r.stderr).matchAll(/lint\/\w+\/(\w+)/g)].map((m) => m[1] as string))];
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature importing another feature',
      'client/src/features/fast/components/probe.tsx',
      "import { getAssets } from '../../funds/api/get-assets';",
    ],
    [
      'a feature file at its root importing another feature',
      'client/src/features/fast/probe.ts',
      "import { getAssets } from '../funds/api/get-assets';",
    ],
    ['a feature importing the app', 'client/src/features/fast/components/probe.tsx', "import { router } from '../../../app/router';"],
    ['client/src/lib importing a feature', 'client/src/lib/probe.ts', "import { placeOrder } from '../features/fast/api/place-order';"],
    ['shared/ importing the server', 'shared/probe.ts', "import { buildApp } from '../server/app.ts';"],
    ['a server module importing the Redis client', 'server/modules/auth/probe.ts', "import Redis from 'ioredis';"],
    ['server/lib importing the Redis client', 'server/lib/probe.ts', "import Redis from 'ioredis';"],
  ])('%s fails lint', (_what, file, line) => {
    expect(lint(file, `${line}\nexport const probe = 1;\n`)).toContain('noRestrictedImports');
  });

  it('imports the layering allows pass', () => {
    const text = [
      "import { format } from '../../../lib/format';",
      "import { placeOrder } from '../api/place-order';",
      "import { money } from '../../../../../shared/money.ts';",
      'export const probe = [format, placeOrder, money];',
      '',
    ].join('\n');
    expect(lint('client/src/features/fast/components/allowed.tsx', text)).toEqual([]);
  });

  it('server/cluster/ may use the Redis client', () => {
    expect(lint('server/cluster/probe.ts', "import Redis from 'ioredis';\nexport const probe = Redis;\n")).toEqual([]);
  });

  it('an import cycle fails lint', () => {
    write('client/src/lib/cycle-b.ts', "import { a } from './cycle-a';\nexport const b = () => a;\n");
    expect(lint('client/src/lib/cycle-a.ts', "import { b } from './cycle-b';\nexport const a = () => b;\n")).toContain('noImportCycles');
  });

  it('an import cycle through a type-only import fails lint too', () => {
    // the shape of a query-key factory taking its filters' type from the endpoint file that uses it
    const get = [
      "import { keys } from './type-cycle-keys';",
      'export interface Filters { q: string }',
      'export const get = (f: Filters) => keys.list(f);',
      '',
    ].join('\n');
    write('client/src/lib/type-cycle-get.ts', get);
    const keys = "import type { Filters } from './type-cycle-get';\nexport const keys = { list: (f: Filters) => ['list', f] as const };\n";
    expect(lint('client/src/lib/type-cycle-keys.ts', keys)).toContain('noImportCycles');
  });
});
