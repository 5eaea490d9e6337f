// The PostgreSQL side of the synchronous connection (pg-sync.ts): one `pg` client on this
// thread answers one request at a time; the serving thread waits on a shared flag and reads
// the answer with receiveMessageOnPort, so a money transaction stays one synchronous piece
// of code on both stores (decision 080). Plain JavaScript: a worker starts without tsx.
import { workerData } from 'node:worker_threads';
import pg from 'pg';
import { convert, inlineParams, literalOf } from './pg-inline.mjs';

const { url, port, flag, applicationName } = workerData;

// Values come back as better-sqlite3 gives them: integers (int8 and integral numerics as
// BigInt: the other thread makes them numbers unless the statement reads safe integers),
// booleans as 1/0, times as epoch milliseconds (SQLite stores Prisma's DateTime so).
const types = {
  getTypeParser(oid, format) {
    switch (oid) {
      case 20:
        return (s) => BigInt(s);
      case 1700:
        return (s) => (/^-?\d+$/.test(s) ? BigInt(s) : Number(s));
      case 16:
        return (s) => (s === 't' ? 1 : 0);
      case 1114:
        return (s) => Date.parse(`${s.replace(' ', 'T')}Z`);
      case 1184:
        return (s) => Date.parse(s.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
      case 1082:
        return (s) => Date.parse(`${s}T00:00:00Z`);
      case 114:
      case 3802:
        return (s) => s;
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
};

/** sql text → { name, paramTypes } (of the current session) */
const prepared = new Map();
let statementCounter = 0;

// notifications this connection hears (its own commits' too), handed over with the next answer
let heard = [];

// A lost connection (a database restart, a managed failover, a killed backend) is opened again
// for the next request, with the session's settings and LISTENs. A transaction that was open on
// the lost session is not carried over: its next statement fails (never runs in autocommit on
// the new one), so the transaction rolls back as a whole.
let setup = [];
const channels = new Set();
let client = open();
let lost = false;
let generation = 0;
/** The session generation a transaction began on (null: none open). */
let txOn = null;

function open() {
  const c = new pg.Client({ connectionString: url, types, application_name: applicationName });
  c.on('notification', (n) => heard.push({ channel: n.channel, payload: n.payload }));
  c.on('error', () => {
    if (c === client) lost = true;
  });
  c.on('end', () => {
    if (c === client) lost = true;
  });
  return c;
}

async function reconnectIfLost() {
  if (!lost) return;
  const old = client;
  old.end().catch(() => {});
  prepared.clear();
  client = open();
  lost = false;
  generation++;
  try {
    await client.connect();
    for (const s of setup) await client.query(s);
    for (const ch of channels) await client.query(`LISTEN ${client.escapeIdentifier(ch)}`);
  } catch (e) {
    lost = true;
    throw e;
  }
}

const BEGIN = /^\s*BEGIN\b/i;
const ROLLBACK = /^\s*ROLLBACK\b/i;

/** Refuses a statement of a transaction whose session was lost; notes where one begins. */
function checkTransaction(request) {
  const first = request.op === 'exec' ? request.sql : request.op === 'batch' ? request.statements[0]?.text : request.text;
  if (typeof first === 'string' && BEGIN.test(first)) {
    txOn = generation;
    return;
  }
  if (typeof first === 'string' && ROLLBACK.test(first)) return;
  if (request.inTx && txOn !== generation) {
    throw Object.assign(new Error('the connection to PostgreSQL was lost during this transaction: it was rolled back'), { code: '08006' });
  }
}

function answer(id, message) {
  const notifications = heard.length ? heard : undefined;
  heard = [];
  port.postMessage({ id, ...message, notifications });
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}

/** Parameter types PostgreSQL infers for a statement (asked once per statement text). */
async function paramTypesOf(text, count) {
  if (count === 0) return [];
  const name = `probe_${statementCounter}`;
  try {
    await client.query(`PREPARE ${name} AS ${text}`);
    const r = await client.query('SELECT parameter_types::text[] AS t FROM pg_prepared_statements WHERE name = $1', [name]);
    return r.rows[0]?.t ?? [];
  } finally {
    await client.query(`DEALLOCATE ${name}`).catch(() => {});
  }
}

/** The probed statement for a text (its parameter types asked of PostgreSQL once). */
async function preparedOf(text, count) {
  let p = prepared.get(text);
  if (!p) {
    statementCounter++;
    p = { name: `s${statementCounter}`, paramTypes: await paramTypesOf(text, count) };
    prepared.set(text, p);
  }
  return p;
}

async function run(request) {
  if (request.op !== 'connect' && request.op !== 'close') {
    await reconnectIfLost();
    checkTransaction(request);
  }
  switch (request.op) {
    case 'connect': {
      setup = request.setup ?? [];
      await client.connect();
      for (const s of setup) await client.query(s);
      return { ok: true };
    }
    case 'exec': {
      await client.query(request.sql);
      return { ok: true };
    }
    case 'query': {
      const p = await preparedOf(request.text, request.values.length);
      const values = request.values.map((v, i) => convert(v, p.paramTypes[i]));
      const r = await client.query({ name: p.name, text: request.text, values, rowMode: 'array' });
      return {
        rows: r.rows,
        fields: r.fields.map((f) => ({ name: f.name, type: f.dataTypeID })),
        rowCount: r.rowCount ?? 0,
      };
    }
    case 'batch': {
      // several statements in one round trip (a simple-protocol query of several statements):
      // the writes a transaction queued, then the statement that needed them sent
      const parts = [];
      for (const st of request.statements) {
        if (!st.values) {
          parts.push(st.text);
          continue;
        }
        const p = await preparedOf(st.text, st.values.length);
        const quote = (t) => client.escapeLiteral(t);
        parts.push(
          inlineParams(
            st.text,
            st.values.map((v, i) => literalOf(v, p.paramTypes[i], quote)),
          ),
        );
      }
      const r = await client.query({ text: parts.join(';\n'), rowMode: 'array' });
      return (Array.isArray(r) ? r : [r]).map((x) => ({
        rows: x.rows,
        fields: x.fields.map((f) => ({ name: f.name, type: f.dataTypeID })),
        rowCount: x.rowCount ?? 0,
      }));
    }
    case 'listen': {
      channels.add(request.channel);
      await client.query(`LISTEN ${client.escapeIdentifier(request.channel)}`);
      return { ok: true };
    }
    case 'close': {
      await client.end();
      return { ok: true };
    }
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

port.on('message', (request) => {
  run(request).then(
    (result) => answer(request.id, { result }),
    (e) =>
      answer(request.id, {
        error: { message: e.message, code: e.code, detail: e.detail, constraint: e.constraint, table: e.table },
      }),
  );
});
