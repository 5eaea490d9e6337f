// Plausible requests built from a route's own schemas (the route walks of the fairness guard and
// of incoming transfers): a body or query string its zod schema accepts, the first of each
// choice and the minimum of each range, so a walk reaches the handlers and not only validation.
import { z } from 'zod';
import type { RouteEntry } from '../../server/app.ts';

export type Json = { [k: string]: unknown };

/** A zod schema as JSON Schema, as the route takes it in (its input). */
export function jsonSchemaOf(schema: unknown): Json {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Json;
}

/** A string its pattern and length accept, from a few plausible ones. */
function sampleString(s: Json): string {
  if (s.format === 'date-time') return '2026-11-21T12:00:00.000Z';
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern) : undefined;
  const candidates = ['USDT', '1', '100', 'Y', 'real', 'plausible reason', 'abcdefghijkl', 'x', '/seed/banner-1.png'];
  const fit = candidates.find((c) => c.length >= min && (!pattern || pattern.test(c)));
  return fit ?? 'x'.repeat(Math.max(1, min));
}

/** A value of a JSON schema: the first of each choice, the minimum of each range (a named schema read from `defs`). */
function sample(s: Json | undefined, defs: Record<string, Json> = {}): unknown {
  if (!s) return null;
  if (typeof s.$ref === 'string') return sample(defs[s.$ref.replace('#/$defs/', '')], defs);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const choice = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (choice?.length) return sample(choice.find((c) => c.type !== 'null') ?? choice[0], defs);
  switch (s.type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sample(v, defs)]));
    }
    case 'array':
      return [sample(s.items as Json, defs)];
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      return sampleString(s);
    default:
      return null;
  }
}

/** A value its zod schema accepts as input, or `fallback` when it has none (or none JSON can show). */
function sampleOf(schema: unknown, fallback: unknown): unknown {
  if (!schema) return fallback;
  try {
    const root = jsonSchemaOf(schema);
    return sample(root, (root.$defs ?? {}) as Record<string, Json>);
  } catch {
    return fallback;
  }
}

/** The route's body built from its own schema, or an empty one. */
export function plausibleBody(r: RouteEntry): unknown {
  return sampleOf(r.schema?.body, {});
}

/** The route's query string built from its own schema (its scalar parameters), or none. */
export function plausibleQuery(r: RouteEntry): Record<string, string> {
  const query = sampleOf(r.schema?.querystring, {});
  if (!query || typeof query !== 'object') return {};
  return Object.fromEntries(
    Object.entries(query as Record<string, unknown>).flatMap(([k, v]) =>
      typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? [[k, String(v)]] : [],
    ),
  );
}
