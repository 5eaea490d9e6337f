// Runs in every test file: no request anywhere may produce a 500.
import { afterAll, beforeAll, expect } from 'vitest';
import { serverErrors } from './helpers/server-errors.ts';

// (test files share a worker's modules: each file answers for its own requests only)
beforeAll(() => {
  serverErrors.length = 0;
});

afterAll(() => {
  expect(serverErrors.map((e) => `${e.method} ${e.url}: ${e.message}`)).toEqual([]);
});
