// The one place where the SQL the modules write (SQLite's spelling) becomes PostgreSQL's:
// placeholders (`?`, `?3`, `@name`, `:name`, `$name`) become `$n`, and bare mixed-case
// identifiers are quoted (SQLite matches `idempotencyKey` to the column "idempotencyKey";
// PostgreSQL would fold it to `idempotencykey`). Everything else the statements say must
// already mean the same on both stores (decision 080).

export interface TranslatedSql {
  text: string;
  /** For each `$n` (index n - 1): a positional index into the arguments or a parameter name. */
  params: (number | string)[];
  /** An INSERT without RETURNING (the bridge asks for the new row's id to answer `lastInsertRowid`). */
  insertInto: string | null;
  returning: boolean;
}

const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_]/;

/** Translates one statement (or a script of several, for `exec`, which has no parameters). */
export function translateSql(sql: string): TranslatedSql {
  let out = '';
  const params: (number | string)[] = [];
  const named = new Map<string, number>();
  let positional = 0;
  let i = 0;
  const n = sql.length;
  const nextWord = (from: number) => {
    let j = from;
    while (j < n && /\s/.test(sql[j] as string)) j++;
    return j;
  };
  while (i < n) {
    const c = sql[i] as string;
    if (c === "'") {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === "'" && sql[j + 1] === "'") j += 2;
        else if (sql[j] === "'") break;
        else j++;
      }
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === '"') {
      const j = sql.indexOf('"', i + 1);
      out += sql.slice(i, j < 0 ? n : j + 1);
      i = j < 0 ? n : j + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const j = sql.indexOf('\n', i);
      out += sql.slice(i, j < 0 ? n : j);
      i = j < 0 ? n : j;
    } else if (c === '/' && sql[i + 1] === '*') {
      const j = sql.indexOf('*/', i + 2);
      out += sql.slice(i, j < 0 ? n : j + 2);
      i = j < 0 ? n : j + 2;
    } else if (c === '?') {
      let j = i + 1;
      while (j < n && /[0-9]/.test(sql[j] as string)) j++;
      const index = j > i + 1 ? Number(sql.slice(i + 1, j)) - 1 : positional++;
      params.push(index);
      out += `$${params.length}`;
      i = j;
    } else if ((c === '@' || c === '$' || (c === ':' && sql[i + 1] !== ':' && sql[i - 1] !== ':')) && IDENT_START.test(sql[i + 1] ?? '')) {
      let j = i + 1;
      while (j < n && IDENT_PART.test(sql[j] as string)) j++;
      const name = sql.slice(i + 1, j);
      let at = named.get(name);
      if (at === undefined) {
        params.push(name);
        at = params.length;
        named.set(name, at);
      }
      out += `$${at}`;
      i = j;
    } else if (IDENT_START.test(c) && !IDENT_PART.test(sql[i - 1] ?? ' ')) {
      let j = i + 1;
      while (j < n && IDENT_PART.test(sql[j] as string)) j++;
      const word = sql.slice(i, j);
      const mixed = /[a-z]/.test(word) && /[A-Z]/.test(word);
      // a function call keeps its name (functions are case-insensitive on both stores)
      out += mixed && sql[nextWord(j)] !== '(' ? `"${word}"` : word;
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  const insert = /^\s*INSERT\s+INTO\s+("?)([A-Za-z_][A-Za-z0-9_]*)\1/i.exec(out);
  const returning = /\bRETURNING\b/i.test(out);
  return { text: out, params, insertInto: insert && !returning ? (insert[2] as string) : null, returning };
}

/** The statement's `$n` values in order, from better-sqlite3-style arguments. */
export function bindArguments(params: (number | string)[], args: unknown[]): unknown[] {
  const flat: unknown[] = [];
  let named: Record<string, unknown> | undefined;
  for (const a of args) {
    if (Array.isArray(a)) flat.push(...a);
    else if (a !== null && typeof a === 'object' && !(a instanceof Uint8Array)) named = { ...named, ...(a as Record<string, unknown>) };
    else flat.push(a);
  }
  return params.map((p) => {
    if (typeof p === 'number') {
      if (p >= flat.length) throw new RangeError(`too few parameter values were provided (${flat.length})`);
      return flat[p];
    }
    if (!named || !(p in named)) throw new RangeError(`missing named parameter "${p}"`);
    return named[p];
  });
}
