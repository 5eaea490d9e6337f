// Names every test that failed and then passed on its retry (CI retries once: decision 083),
// in .tmp/<name>-flaky.json, which .ci/run prints at its end, so a flake is seen and fixed,
// never silently absorbed. Used by .ci/run only: `--reporter=./tests/flaky-reporter.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private readonly flaky: { file: string; test: string; retries: number; firstError: string }[] = [];

  onTestCaseResult(test: TestCase) {
    const d = test.diagnostic();
    if (!d?.flaky) return;
    const error = test.result().errors?.[0]?.message ?? '';
    this.flaky.push({ file: test.module.relativeModuleId, test: test.fullName, retries: d.retryCount, firstError: error.slice(0, 400) });
  }

  onTestRunEnd() {
    const name = process.env.TEST_STORE === 'postgres' ? 'vitest-pg' : 'vitest';
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(`.tmp/${name}-flaky.json`, JSON.stringify(this.flaky, null, 2));
  }
}
