// The compiled response writer against zod's encode + JSON.stringify: the same bytes for what
// fits the schema, undeclared fields left out, and zod's path for what does not fit.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as S from '../../shared/schemas/spot.ts';
import { envelope } from '../../shared/schemas/common.ts';
import { compileWriter, responseSerializerCompiler } from './response-serializer.ts';

const viaZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));
const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/test', httpStatus: '200' }) as never;
const production = (schema: z.ZodType) => responseSerializerCompiler({ verify: false })(route(schema));
const verified = (schema: z.ZodType) => responseSerializerCompiler({ verify: true })(route(schema));

const Order = z.object({
  id: z.number().int(),
  side: z.enum(['buy', 'sell']),
  price: z.string().nullable(),
  note: z.string().optional(),
  done: z.boolean(),
  tags: z.array(z.string()),
  extra: z.record(z.string(), z.number()),
  anything: z.unknown(),
});
const Item = z.union([
  z.object({ ok: z.literal(true), order: Order }),
  z.object({ ok: z.literal(false), code: z.number(), msg: z.string() }),
]);
type Tree = { name: string; children: Tree[] };
const TreeSchema: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(TreeSchema) }));

const order = {
  id: 7,
  side: 'buy',
  price: '95000.12',
  done: false,
  tags: ['a', 'quote " and \\ backslash', 'line\nbreak', 'ünïcødé ✓', 'lone \ud800 surrogate', 'x'.repeat(100)],
  extra: { b: 2, a: -0, big: 1e21, small: 1e-7 },
  anything: { nested: [1, 'two', null] },
};

describe('compiled response writer', () => {
  const cases: [string, z.ZodType, unknown][] = [
    ['an object, its fields in schema order', Order, { ...order, note: 'n' }],
    ['an optional field left out', Order, order],
    ['a null', Order, { ...order, price: null }],
    [
      'a union member chosen by its literal',
      z.array(Item),
      [
        { ok: true, order },
        { ok: false, code: 6001, msg: 'refusé' },
      ],
    ],
    ['a recursive (lazy) schema', TreeSchema, { name: 'root', children: [{ name: 'leaf', children: [] }] }],
    [
      'the envelope of a spot batch answer',
      envelope(S.SpotBatchResult),
      { code: 0, msg: 'success', data: { results: [{ ok: false, code: 1, msg: 'x' }] } },
    ],
  ];
  it.each(cases)('writes what zod writes: %s', (_, schema, data) => {
    const { write } = compileWriter(schema);
    expect(write(data)).toBe(viaZod(schema, data));
    expect(production(schema)(data)).toBe(viaZod(schema, data));
    expect(verified(schema)(data)).toBe(viaZod(schema, data));
  });

  it('never writes a field the schema does not declare', () => {
    const leaked = { ...order, passwordHash: 'secret', ok: true };
    const written = production(Order)(leaked);
    expect(written).not.toContain('secret');
    expect(written).toBe(viaZod(Order, leaked));
    const item = production(z.array(Item))([{ ok: true, order: leaked, token: 't' }]);
    expect(item).not.toMatch(/secret|token/);
  });

  it('leaves what it does not expect to zod: a refusal stays a refusal', () => {
    for (const bad of [
      { ...order, id: '7' },
      { ...order, price: 5 },
      { ...order, side: 'hold' },
      { ...order, done: undefined },
      null,
      [order],
    ]) {
      expect(() => production(Order)(bad)).toThrow(/doesn't match the schema/);
    }
    // a non-finite number, which zod refuses (JSON would write null)
    expect(() => production(Order)({ ...order, id: Number.POSITIVE_INFINITY })).toThrow(/doesn't match the schema/);
  });

  it('leaves schema kinds it does not compile to zod: transforms, dates, loose objects', () => {
    const Stamp = z.object({ at: z.date(), n: z.string().transform((s) => s.length) });
    expect(compileWriter(Stamp).write).toThrow();
    const at = new Date(Date.UTC(2026, 10, 26));
    expect(production(z.object({ at: z.date() }))({ at })).toBe(viaZod(z.object({ at: z.date() }), { at }));
    const Loose = z.looseObject({ a: z.string() });
    expect(production(Loose)({ a: 'x', b: 1 })).toBe('{"a":"x","b":1}');
  });

  it('verifying, an answer the compiled writer would write differently from zod throws', () => {
    // zod refuses the first member on its refinement and takes the second; the writer, which
    // checks no refinement, takes the first by its literal: outside production this is caught
    const Picky = z.union([
      z.object({ ok: z.literal(true), n: z.number().max(5) }),
      z.object({ ok: z.literal(true), n: z.number(), extra: z.string() }),
    ]);
    const data = { ok: true, n: 10, extra: 'x' };
    expect(() => verified(Picky)(data)).toThrow(/compiled serializer of GET \/api\/test/);
    // in production the declared fields of the member its literals chose
    expect(production(Picky)(data)).toBe('{"ok":true,"n":10}');
  });
});

describe('compiled response writer: members and tuples', () => {
  it('takes the first union member the value fits, as zod, also without literals', () => {
    const Login = z.union([z.object({ enrol: z.object({ token: z.string() }) }), z.object({ session: z.object({ token: z.string() }) })]);
    const data = { session: { token: 't' }, other: 1 };
    expect(compileWriter(Login).write(data)).toBe(viaZod(Login, data));
  });
  it('writes a tuple of fixed length', () => {
    const Ticks = z.array(z.tuple([z.number(), z.number()]));
    const data = [
      [1795262401000, 6426160],
      [1795262402000, 6425815],
    ];
    expect(compileWriter(Ticks).write(data)).toBe(viaZod(Ticks, data));
    expect(() => production(Ticks)([[1, 2, 3]])).toThrow(/doesn't match the schema/);
  });
});
