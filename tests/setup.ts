// Runs in every test file: no request anywhere may produce a 500.
import { afterAll, expect } from 'vitest';
import { serverErrors } from './helpers/app.ts';

afterAll(() => {
  expect(serverErrors.map((e) => `${e.method} ${e.url}: ${e.message}`)).toEqual([]);
});
