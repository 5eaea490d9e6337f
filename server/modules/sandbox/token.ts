// Every control call names the sandbox's token in the X-Sandbox-Token header (decision 097).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import { SANDBOX_TOKEN_HEADER } from '../../../shared/schemas/sandbox.ts';
import { AppError } from '../../lib/app-error.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();
const header = SANDBOX_TOKEN_HEADER.toLowerCase();

/**
 * An onRequest hook refusing a call without the token (401). Both sides are hashed before the
 * constant-time comparison, so neither the token's characters nor its length show in the time
 * a refusal takes.
 */
export function requireSandboxToken(token: string): onRequestHookHandler {
  const expected = digest(token);
  return (request, _reply, done) => {
    const given = request.headers[header];
    const value = Array.isArray(given) ? given[0] : given;
    if (!value) done(new AppError('SANDBOX_TOKEN_MISSING'));
    else if (!timingSafeEqual(digest(value), expected)) done(new AppError('SANDBOX_TOKEN_INVALID'));
    else done();
  };
}
