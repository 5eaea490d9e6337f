// Answers serialized from their zod schemas without parsing them again (docs/decisions/059-response-serializer.md).
// Each route's response schema is compiled once into a function that writes the JSON of the
// schema's declared fields only (an undeclared field never leaves the server), checking each
// value's JSON type on the way. That is what Fastify's own serializer does for JSON schemas;
// zod's encode (a full parse: every refinement, a new object per object) cost about 100 µs per
// 18 spot orders on the hottest route. A value the compiled function does not expect (a wrong
// type, a schema kind it does not know: transforms, dates, pipes) takes zod's path, which
// serializes it or refuses it as before. Outside production every answer also goes through
// zod, and both strings must be the same: the test suite checks the compiled path against zod.
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** Writes a value's JSON, or undefined for a field to leave out; throws MISMATCH when the value is not as declared. */
type Writer = (v: unknown) => string | undefined;

/** Thrown (never with a stack) when a value does not fit the compiled shape: zod's path decides. */
const MISMATCH: unique symbol = Symbol('response-mismatch');
const mismatch = (): never => {
  throw MISMATCH;
};

// a string needs JSON.stringify's escaping only with these (quote, backslash, control, surrogates)
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const writeString = (s: string) => (s.length < 64 && !NEEDS_ESCAPE.test(s) ? `"${s}"` : JSON.stringify(s));

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a union's member must look like to be chosen: its literal fields' values and JSON type. */
type Probe = (v: unknown) => boolean;

interface Compiled {
  write: Writer;
  probe: Probe;
}

const unsupported: Compiled = { write: mismatch, probe: () => false };

function defOf(schema: unknown): { type: string } & Record<string, unknown> {
  return (schema as $ZodType)._zod.def as never;
}

/** Compiles a schema; `lazy` schemas compile on first use (they may refer to themselves). */
export function compileWriter(schema: unknown): Compiled {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return { write: (v) => (typeof v === 'string' ? writeString(v) : mismatch()), probe: (v) => typeof v === 'string' };
    case 'number':
      // zod refuses NaN and the infinities; JSON would write null for them
      return { write: (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : mismatch()), probe: (v) => typeof v === 'number' };
    case 'boolean':
      return { write: (v) => (v === true ? 'true' : v === false ? 'false' : mismatch()), probe: (v) => typeof v === 'boolean' };
    case 'null':
      return { write: (v) => (v === null ? 'null' : mismatch()), probe: (v) => v === null };
    case 'any':
    case 'unknown':
      return { write: (v) => JSON.stringify(v), probe: () => true };
    case 'literal':
    case 'enum': {
      const values = def.type === 'literal' ? (def.values as unknown[]) : Object.values(def.entries as Record<string, unknown>);
      if (!values.every((x) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean' || x === null)) return unsupported;
      const allowed = new Map<unknown, string>(values.map((x) => [x, JSON.stringify(x)]));
      return { write: (v) => allowed.get(v) ?? mismatch(), probe: (v) => allowed.has(v) };
    }
    case 'nullable': {
      const inner = compileWriter(def.innerType);
      return { write: (v) => (v === null ? 'null' : inner.write(v)), probe: (v) => v === null || inner.probe(v) };
    }
    case 'optional': {
      const inner = compileWriter(def.innerType);
      return { write: (v) => (v === undefined ? undefined : inner.write(v)), probe: (v) => v === undefined || inner.probe(v) };
    }
    case 'readonly':
      return compileWriter(def.innerType);
    case 'lazy': {
      let inner: Compiled | undefined;
      const get = () => {
        inner ??= compileWriter((def.getter as () => unknown)());
        return inner;
      };
      return { write: (v) => get().write(v), probe: (v) => get().probe(v) };
    }
    case 'array': {
      const element = compileWriter(def.element);
      return {
        write: (v) => {
          if (!Array.isArray(v)) return mismatch();
          let out = '[';
          for (let i = 0; i < v.length; i++) out += (i === 0 ? '' : ',') + (element.write(v[i]) ?? mismatch());
          return `${out}]`;
        },
        probe: Array.isArray,
      };
    }
    case 'record': {
      if (defOf(def.keyType).type !== 'string') return unsupported;
      const value = compileWriter(def.valueType);
      return {
        write: (v) => {
          if (!isPlainObject(v)) return mismatch();
          const parts: string[] = [];
          for (const k of Object.keys(v)) {
            const s = value.write(v[k]);
            if (s !== undefined) parts.push(`${writeString(k)}:${s}`);
          }
          return `{${parts.join(',')}}`;
        },
        probe: isPlainObject,
      };
    }
    case 'object':
      return compileObject(def);
    case 'union': {
      // as zod: the first member the value fits (members whose literals it fails are skipped unread)
      const options = (def.options as unknown[]).map(compileWriter);
      return {
        write: (v) => {
          for (const o of options) {
            if (!o.probe(v)) continue;
            try {
              return o.write(v);
            } catch (e) {
              if (e !== MISMATCH) throw e;
            }
          }
          return mismatch();
        },
        probe: (v) => options.some((o) => o.probe(v)),
      };
    }
    case 'tuple': {
      if (def.rest !== null && def.rest !== undefined) return unsupported;
      const items = (def.items as unknown[]).map(compileWriter);
      return {
        write: (v) => {
          if (!Array.isArray(v) || v.length !== items.length) return mismatch();
          let out = '[';
          for (let i = 0; i < items.length; i++) out += (i === 0 ? '' : ',') + ((items[i] as Compiled).write(v[i]) ?? mismatch());
          return `${out}]`;
        },
        probe: Array.isArray,
      };
    }
    default:
      // transforms, pipes, defaults, dates, bigints, intersections: zod's path
      return unsupported;
  }
}

function compileObject(def: Record<string, unknown>): Compiled {
  // a loose or strict object (a catchall) keeps or refuses undeclared fields: zod's path
  if (def.catchall !== undefined) return unsupported;
  const fields = Object.entries(def.shape as Record<string, unknown>).map(([key, schema]) => {
    const compiled = compileWriter(schema);
    const fieldDef = defOf(schema);
    // a union member is recognized by its literal fields (`ok: true`, `kind: 'spot-order'`)
    const literal = fieldDef.type === 'literal' || fieldDef.type === 'enum';
    return { key, prefix: `${JSON.stringify(key)}:`, compiled, literal };
  });
  const literals = fields.filter((f) => f.literal);
  return {
    write: (v) => {
      if (!isPlainObject(v)) return mismatch();
      let out = '';
      for (const f of fields) {
        const s = f.compiled.write(v[f.key]);
        if (s !== undefined) out += (out === '' ? '' : ',') + f.prefix + s;
      }
      return `{${out}}`;
    },
    probe: (v) => isPlainObject(v) && literals.every((f) => f.compiled.probe(v[f.key])),
  };
}

/**
 * Fastify's serializer compiler for zod response schemas: the compiled writer, zod's encode for
 * what it does not expect. `verify`: zod serializes every answer too (refusing what does not
 * fit, as before) and a compiled answer that differs from zod's throws.
 */
export function responseSerializerCompiler({ verify }: { verify: boolean }): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as never) as (data: unknown) => string;
    const { write } = compileWriter(route.schema);
    const compiled = (data: unknown): string | undefined => {
      try {
        return write(data);
      } catch (e) {
        if (e === MISMATCH) return undefined;
        throw e;
      }
    };
    if (!verify) return (data) => compiled(data) ?? viaZod(data);
    return (data) => {
      const expected = viaZod(data);
      const fast = compiled(data);
      if (fast !== undefined && fast !== expected) {
        throw new Error(`the compiled serializer of ${route.method} ${route.url} wrote ${fast} where zod wrote ${expected}`);
      }
      return expected;
    };
  };
}
