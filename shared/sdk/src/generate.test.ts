// The document the typed client is generated from (decision 098): the platform's own operations,
// the schemas they reach, and a success's code stated as 0.
import { describe, expect, it } from 'vitest';
import { clientDocument, clientTypes } from './generate.ts';

const envelope = (data: object) => ({
  description: 'ok',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
        required: ['code', 'msg', 'data'],
      },
    },
  },
});
const refusal = { description: 'refused', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } };

const served = {
  openapi: '3.0.3',
  info: { title: 'test', version: '1' },
  tags: [{ name: 'binance-compatible' }, { name: 'wallet' }],
  paths: {
    '/api/wallet/assets': {
      get: { tags: ['wallet'], responses: { 200: envelope({ $ref: '#/components/schemas/Assets' }), '4XX': refusal } },
    },
    '/api/v3/account': { get: { tags: ['binance-compatible'], responses: { 200: { description: 'raw', content: {} } } } },
    '/api/v3/order': {
      get: { tags: ['binance-compatible'], responses: { 200: { $ref: '#/components/schemas/BinanceOrder' } } },
      post: { tags: ['binance-compatible'], responses: { 200: { $ref: '#/components/schemas/BinanceOrder' } } },
    },
  },
  components: {
    schemas: {
      Assets: { type: 'object', properties: { rows: { type: 'array', items: { $ref: '#/components/schemas/AssetRow' } } } },
      AssetRow: { type: 'object', properties: { available: { type: 'string' } } },
      AssetsInput: { type: 'object', properties: { rows: { type: 'array' } } },
      ErrorEnvelope: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: { nullable: true } } },
      BinanceOrder: { type: 'object', properties: { orderId: { type: 'integer' } } },
    },
  },
};

describe('clientDocument', () => {
  const doc = clientDocument(served) as unknown as typeof served;

  it('leaves out the Binance-compatible operations and their tag', () => {
    expect(Object.keys(doc.paths)).toEqual(['/api/wallet/assets']);
    expect(doc.tags).toEqual([{ name: 'wallet' }]);
  });

  it('keeps only the schemas the operations reach, through other schemas too', () => {
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['AssetRow', 'Assets', 'ErrorEnvelope']);
  });

  it('states a success envelope’s code as 0, an error envelope’s as any integer', () => {
    const ok = doc.paths['/api/wallet/assets'].get.responses[200].content['application/json'].schema.properties.code;
    expect(ok).toEqual({ type: 'integer', enum: [0] });
    expect(doc.components.schemas.ErrorEnvelope.properties.code).toEqual({ type: 'integer' });
  });

  it('leaves the server’s document as it was', () => {
    expect(Object.keys(served.paths)).toHaveLength(3);
    expect(served.paths['/api/wallet/assets'].get.responses[200].content['application/json'].schema.properties.code).toEqual({
      type: 'integer',
    });
  });
});

it('clientTypes writes the typed paths, the success as code 0, and how to regenerate', async () => {
  const types = await clientTypes(served);
  expect(types).toContain('npm run sdk:generate');
  expect(types).toContain('"/api/wallet/assets": {');
  expect(types).not.toContain('/api/v3/');
  expect(types).toMatch(/code: 0;\s+msg: string;\s+data: components\["schemas"\]\["Assets"\];/);
});
