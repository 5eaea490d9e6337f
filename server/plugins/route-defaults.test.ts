// The envelope added by the route defaults (issue 13.4): a route declares its data schema and
// returns data; the answer is `{ code, msg, data }` with msg in the caller's locale. Errors keep
// their one envelope, streams and buffers pass untouched, routes outside /api are left alone.
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERRORS, SUCCESS_CODE } from '../../shared/errors.ts';
import { serverMessage } from '../../shared/i18n/server-messages.ts';
import { NoData } from '../../shared/schemas/common.ts';
import { AppError } from '../lib/app-error.ts';
import { contractPlugin } from './contract.ts';
import { withRouteDefaults } from './route-defaults.ts';

const Thing = z.object({ name: z.string() });
const FILE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let app: FastifyInstance;
/** Each route's schema as the defaults left it. */
const declared = new Map<string, FastifySchema>();
beforeAll(async () => {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setSerializerCompiler(serializerCompiler);
  server.addHook('onRoute', withRouteDefaults);
  server.addHook('onRoute', (route) => {
    if (route.schema) declared.set(`${route.method} ${route.url}`, route.schema);
  });
  await server.register(contractPlugin);
  server.get('/api/thing', { schema: { response: { 200: Thing } } }, async () => ({ name: 'gold' }));
  server.post('/api/thing', { schema: { response: { 201: Thing } } }, async (_request, reply) => reply.code(201).send({ name: 'new' }));
  server.get('/api/nothing', { schema: { response: { 200: NoData } } }, async () => null);
  server.get('/api/missing', { schema: { response: { 200: Thing } } }, async () => {
    throw new AppError('PRODUCT_NOT_FOUND');
  });
  // (a route that declares data but answers a file: the hook must not see the buffer)
  server.get('/api/file', { schema: { response: { 200: Thing } } }, async (_request, reply) => reply.type('image/png').send(FILE as never));
  server.get('/api/stream', { schema: {} }, async (_request, reply) => reply.type('image/png').send(Readable.from([FILE])));
  server.get('/outside', { schema: { response: { 200: Thing } } }, async () => ({ name: 'plain' }));
  await server.ready();
  app = server;
});
afterAll(() => app.close());

const get = (url: string, locale = 'ja-JP') => app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });

describe('a route that returns its data', () => {
  it('answers the envelope with a localized msg', async () => {
    const res = await get('/api/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: SUCCESS_CODE, msg: serverMessage('ja-JP', 'success'), data: { name: 'gold' } });
    expect(res.json().msg).not.toBe(serverMessage('en-US', 'success'));
  });

  it('wraps any 2xx it declares, and null data', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/thing', headers: { 'accept-language': 'de-DE' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ code: SUCCESS_CODE, msg: serverMessage('de-DE', 'success'), data: { name: 'new' } });
    expect((await get('/api/nothing')).json()).toEqual({ code: SUCCESS_CODE, msg: serverMessage('ja-JP', 'success'), data: null });
  });

  it('answers HEAD with the length of the one envelope (the HEAD twin shares the schema)', async () => {
    const body = (await get('/api/thing')).body;
    const head = await app.inject({ method: 'HEAD', url: '/api/thing', headers: { 'accept-language': 'ja-JP' } });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(body));
  });

  it('declares the envelope around the data for serialization and the document, and the error envelope', () => {
    const response = declared.get('GET /api/thing')?.response as Record<string, z.ZodType>;
    expect(response['200']?.safeParse({ code: 0, msg: 'ok', data: { name: 'gold' } }).success).toBe(true);
    expect(response['200']?.safeParse({ name: 'gold' }).success).toBe(false);
    expect(Object.keys(response)).toEqual(['200', '4xx', '5xx']);
  });
});

describe('what is not wrapped', () => {
  it('an error keeps its one envelope, localized', async () => {
    const res = await get('/api/missing');
    expect(res.statusCode).toBe(ERRORS.PRODUCT_NOT_FOUND.httpStatus);
    expect(res.json()).toEqual({ code: ERRORS.PRODUCT_NOT_FOUND.code, msg: serverMessage('ja-JP', 'PRODUCT_NOT_FOUND'), data: null });
  });

  it('a buffer or a stream passes untouched', async () => {
    const buffer = await get('/api/file');
    expect(buffer.headers['content-type']).toBe('image/png');
    expect(buffer.rawPayload).toEqual(FILE);
    const stream = await get('/api/stream');
    expect(stream.rawPayload).toEqual(FILE);
  });

  it('a route outside /api', async () => {
    expect((await get('/outside')).json()).toEqual({ name: 'plain' });
  });
});
