// The hashing a password-pool worker thread does (plain JavaScript: workers have no
// TypeScript loader). Synchronous scrypt: the thread is the pool's unit of concurrency.
import { scryptSync } from 'node:crypto';

/** Derives one key; says how long it took (the pool's Retry-After estimate). */
export default function derive(j) {
  const started = performance.now();
  const key = scryptSync(j.password, j.salt, j.keyLength, { N: j.N, r: j.r, p: j.p, maxmem: 256 * j.N * j.r });
  return { key, ms: performance.now() - started };
}
