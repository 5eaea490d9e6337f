// Values as the worker sends them (pg-sync-worker.mjs), and parameters written into a
// statement's text as literals for a batch of several statements in one round trip. Plain
// JavaScript beside the worker (a worker starts without tsx).
import pgUtils from 'pg/lib/utils';

const TIME = new Set(['timestamp without time zone', 'timestamp with time zone', 'date']);
const INTEGER = new Set(['bigint', 'integer', 'smallint', 'numeric', 'double precision', 'real']);

/** A value the serving thread gave, as `pg` takes it for a parameter of PostgreSQL type `type`. */
export function convert(value, type) {
  if (value === null || value === undefined) return null;
  if (TIME.has(type) && (typeof value === 'number' || typeof value === 'bigint')) return new Date(Number(value)).toISOString();
  if (type === 'boolean' && (typeof value === 'number' || typeof value === 'bigint')) return Number(value) !== 0;
  if (type === 'bytea' && value instanceof Uint8Array) return Buffer.from(value);
  if (typeof value === 'bigint') return value.toString();
  if (INTEGER.has(type) && typeof value === 'number') return String(value);
  return value;
}

/**
 * A parameter as a literal meaning what the extended protocol's parameter means: the same text
 * `pg` would send (after the same conversion), escaped, cast to the type PostgreSQL inferred for
 * the parameter, so the statement is planned with the same types.
 */
export function literalOf(value, type, quote) {
  const v = pgUtils.prepareValue(convert(value, type));
  const cast = type ? `::${type}` : '';
  if (v === null) return `(NULL${cast})`;
  const text = Buffer.isBuffer(v) ? `'\\x${v.toString('hex')}'` : quote(String(v));
  return `(${text}${cast})`;
}

/**
 * `text` with `$n` replaced by `literals[n - 1]`, outside quoted literals, quoted identifiers,
 * dollar-quoted strings and comments.
 */
export function inlineParams(text, literals) {
  let out = '';
  let i = 0;
  const n = text.length;
  const identChar = (c) => c !== undefined && /[A-Za-z0-9_$\u0080-\uffff]/.test(c);
  while (i < n) {
    const c = text[i];
    if (c === "'") {
      // E'…' strings take backslash escapes; standard strings only ''
      const escapes = (text[i - 1] === 'E' || text[i - 1] === 'e') && !identChar(text[i - 2]);
      let j = i + 1;
      while (j < n) {
        if (escapes && text[j] === '\\') j += 2;
        else if (text[j] === "'" && text[j + 1] === "'") j += 2;
        else if (text[j] === "'") break;
        else j++;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '"') {
      let j = i + 1;
      while (j < n && !(text[j] === '"' && text[j + 1] !== '"')) j += text[j] === '"' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && text[i + 1] === '-') {
      const j = text.indexOf('\n', i);
      const end = j === -1 ? n : j;
      out += text.slice(i, end);
      i = end;
    } else if (c === '/' && text[i + 1] === '*') {
      let depth = 1;
      let j = i + 2;
      while (j < n && depth > 0) {
        if (text[j] === '/' && text[j + 1] === '*') {
          depth++;
          j += 2;
        } else if (text[j] === '*' && text[j + 1] === '/') {
          depth--;
          j += 2;
        } else j++;
      }
      out += text.slice(i, j);
      i = j;
    } else if (c === '$' && !identChar(text[i - 1])) {
      const param = /^\$(\d+)/.exec(text.slice(i, i + 12));
      const tag = param ? null : /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i, i + 80));
      if (param) {
        const k = Number(param[1]);
        if (k < 1 || k > literals.length) throw new Error(`parameter $${k} has no value`);
        out += literals[k - 1];
        i += param[0].length;
      } else if (tag) {
        const close = text.indexOf(tag[0], i + tag[0].length);
        const end = close === -1 ? n : close + tag[0].length;
        out += text.slice(i, end);
        i = end;
      } else {
        out += c;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
