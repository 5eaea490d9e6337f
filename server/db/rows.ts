// Row types of the synchronous (better-sqlite3) path, derived from the Prisma schema's
// generated models, so a renamed or retyped column breaks the build instead of a query.
// The raw driver returns a DateTime as epoch milliseconds (the adapter writes them with
// `timestampFormat: 'unixepoch-ms'`) and a Boolean as 0 or 1.

type Raw<T, Int> = T extends Date ? Int : T extends boolean ? number : T extends number | bigint ? Int : T;

/** A model's columns as better-sqlite3 returns them by default (integers as numbers). */
export type RowOf<M, K extends keyof M = keyof M> = { [P in K]: Raw<M[P], number> };

/** The same read with `safeIntegers(true)`: every integer is a bigint (amounts never become numbers). */
export type BigRowOf<M, K extends keyof M = keyof M> = { [P in K]: Raw<M[P], bigint> };
