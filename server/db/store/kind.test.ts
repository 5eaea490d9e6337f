import { describe, expect, it } from 'vitest';
import { collationSortsByBytes } from './kind.ts';

describe('a PostgreSQL collation the platform accepts', () => {
  it('is one that sorts by bytes (C, POSIX, C.UTF-8), never a language collation', () => {
    for (const c of ['C', 'POSIX', 'C.UTF-8', 'C.utf8', 'c.UTF-8']) expect(collationSortsByBytes(c), c).toBe(true);
    for (const c of ['en_US.UTF-8', 'de_DE.utf8', 'und-x-icu', 'Chinese_China.936', '']) expect(collationSortsByBytes(c), c).toBe(false);
  });
});
