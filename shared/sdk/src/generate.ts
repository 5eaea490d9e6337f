// The typed client's types from the server's OpenAPI document (decision 098): the document is
// narrowed to what this client calls, then openapi-typescript writes its `paths` and
// `components`. Pure: the document comes from the caller (scripts/sdk/generate.ts builds it from
// the app, the freshness test from a test app), so this package never imports the server.
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { SUCCESS_CODE } from '../../envelope-codes.ts';

/** The Binance-compatible API's tag: those routes answer Binance's shapes, for Binance's clients (CCXT), not this one. */
export const BINANCE_TAG = 'binance-compatible';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every `#/components/schemas/<name>` that `value` refers to, directly or through other schemas. */
function schemasReachedFrom(value: unknown, schemas: Json): Set<string> {
  const reached = new Set<string>();
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isObject(v)) return;
    const ref = v.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!reached.has(name)) {
        reached.add(name);
        visit(schemas[name]);
      }
    }
    for (const child of Object.values(v)) visit(child);
  };
  visit(value);
  return reached;
}

/**
 * The server's document as this client sees it: without the Binance-compatible operations (and
 * their tag), with only the component schemas its operations reach (zod's unused `…Input` twins
 * and the Binance shapes go), and with each success envelope's `code` stated as the 0 the server
 * always sends with a 2xx (server/plugins/route-defaults.ts), so a typed success is `code: 0`.
 */
export function clientDocument(document: object): OpenAPI3 {
  const doc = structuredClone(document) as Json & { paths: Record<string, Json>; components?: Json; tags?: Json[] };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      if (Array.isArray(operation.tags) && operation.tags.includes(BINANCE_TAG)) {
        delete item[method];
        continue;
      }
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        if (status.startsWith('2')) pinSuccessCode(response);
      }
    }
    if (!METHODS.some((method) => item[method])) delete doc.paths[path];
  }
  if (doc.tags) doc.tags = doc.tags.filter((tag) => tag.name !== BINANCE_TAG);
  const schemas = doc.components?.schemas;
  if (isObject(schemas)) {
    const kept = schemasReachedFrom(doc.paths, schemas);
    for (const name of Object.keys(schemas)) if (!kept.has(name)) delete schemas[name];
  }
  return doc as unknown as OpenAPI3;
}

/** `code` of a `{ code, msg, data }` answer becomes the literal success code. */
function pinSuccessCode(response: Json) {
  const schema = (response.content as Record<string, Json> | undefined)?.['application/json']?.schema;
  if (!isObject(schema) || !isObject(schema.properties)) return;
  const keys = Object.keys(schema.properties);
  const code = schema.properties.code;
  if (keys.join() === 'code,msg,data' && isObject(code)) code.enum = [SUCCESS_CODE];
}

/** What `npm run sdk:generate` writes, and the freshness test compares with the committed file. */
export async function clientTypes(document: object): Promise<string> {
  // (a field with a default that the schema does not require may be left out: a request body's
  // `kyc` with its default; openapi-typescript would make it required)
  const ast = await openapiTS(clientDocument(document), { silent: true, defaultNonNullable: false });
  return `${COMMENT_HEADER.replace(' */', ' * Regenerate with `npm run sdk:generate` (decision 098).\n */')}${astToString(ast)}`;
}

/** Where the generated types are kept (committed, so the client needs no server to build). */
export const TYPES_FILE = new URL('./api.generated.ts', import.meta.url);
