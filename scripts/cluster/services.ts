// What `npm run start:cluster` runs beside the instances: probes of a given PostgreSQL and
// Redis, Debian's packages where a program is missing, and a PostgreSQL of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import tls from 'node:tls';
import pg from 'pg';

const isRoot = () => process.getuid?.() === 0;

/** A port nothing listens on now (the kernel's pick). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Refuses at once, with a clear message, a port another program holds (rather than a child failing later). */
export function assertPortFree(host: string, port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(e.code === 'EADDRINUSE' ? `port ${port} (${what}) is in use by another program` : `port ${port} (${what}): ${e.message}`),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

export function commandPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin', '/sbin'])) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** Installs Debian packages (one apt-get run for all); as root only, as the script gives no sudo. */
export function aptInstall(packages: string[]) {
  if (!packages.length) return;
  const command = `apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`;
  if (!isRoot()) throw new Error(`missing programs: install them first (as root: apt-get update && ${command})`);
  console.log(`== installing Debian's ${packages.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  if (update.status !== 0 || install.status !== 0) throw new Error(`could not install ${packages.join(', ')} (${command})`);
}

/** The newest PostgreSQL server of Debian's layout (/usr/lib/postgresql/<major>/bin), or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const majors = fs
    .readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : null;
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET']);

/**
 * Whether a PostgreSQL answers at `url`. A server that answers but refuses (a wrong password)
 * is an error: the caller named it, and another database in its place would hide that.
 */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (e) {
    const err = e as { code?: string; message?: string };
    // the database itself is missing: the server answers, and the start creates it
    if (err.code === '3D000') return true;
    if ((err.code && UNREACHABLE.has(err.code)) || /timeout/i.test(err.message ?? '')) return false;
    throw new Error(`PostgreSQL at DATABASE_URL answers but refuses: ${err.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A RESP array of bulk strings (Redis' request format). */
function respCommand(...args: string[]): string {
  return `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
}

/**
 * Whether a Redis answers PING at `url` (after AUTH when the URL has a password). One that
 * answers with an error (a wrong password) is an error, as for PostgreSQL.
 */
export function redisAnswers(url: string, timeoutMs = 3000): Promise<boolean> {
  const u = new URL(url);
  const port = Number(u.port || 6379);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const requests: string[] = [];
  if (u.password) {
    const user = decodeURIComponent(u.username);
    const password = decodeURIComponent(u.password);
    requests.push(user ? respCommand('AUTH', user, password) : respCommand('AUTH', password));
  }
  const db = u.pathname.slice(1);
  if (db) requests.push(respCommand('SELECT', db));
  requests.push(respCommand('PING'));
  return new Promise((resolve, reject) => {
    const socket = u.protocol === 'rediss:' ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    let buffer = '';
    let replies = 0;
    const done = (fn: () => void) => {
      socket.destroy();
      fn();
    };
    socket.setTimeout(timeoutMs, () => done(() => resolve(false)));
    socket.once(u.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(requests.join('')));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line.startsWith('-')) return done(() => reject(new Error(`Redis at REDIS_URL answers but refuses: ${line.slice(1)}`)));
        if (++replies === requests.length) return done(() => resolve(line === '+PONG'));
        end = buffer.indexOf('\r\n');
      }
    });
    socket.once('error', (e: NodeJS.ErrnoException) =>
      done(() => (e.code && UNREACHABLE.has(e.code) ? resolve(false) : reject(new Error(`Redis at REDIS_URL: ${e.message}`)))),
    );
  });
}

/**
 * A PostgreSQL of the script's own in `dir`, as scripts/ci/ensure-postgres.sh starts one:
 * Debian's server, run as the `postgres` user when the script runs as root (initdb refuses
 * root), trust authentication on 127.0.0.1 only. Returns how to reach it and how to stop it.
 */
export class OwnPostgres {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {}

  get url() {
    return `postgresql://postgres@127.0.0.1:${this.port}/platform`;
  }

  static async start(bin: string, dir: string, say: (message: string) => void): Promise<OwnPostgres> {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
    const running = OwnPostgres.runningPort(dir);
    if (running !== null) {
      // killed without its cleanup (the script stops it otherwise): this one is the script's own
      say(`PostgreSQL of an earlier start still runs on ${dir} (port ${running}): using it, and stopping it with the cluster`);
      return new OwnPostgres(bin, dir, running);
    }
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      say(`creating a PostgreSQL cluster in ${dir}`);
      OwnPostgres.run(bin, 'initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
    }
    const port = await freePort();
    const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=200`;
    OwnPostgres.run(bin, 'pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
    return new OwnPostgres(bin, dir, port);
  }

  stop() {
    OwnPostgres.run(this.bin, 'pg_ctl', ['-D', this.dir, '-m', 'fast', '-w', 'stop']);
  }

  /** The port of a server already running on `dir` (its postmaster.pid names it), or null. */
  private static runningPort(dir: string): number | null {
    const pidFile = path.join(dir, 'postmaster.pid');
    if (!fs.existsSync(pidFile)) return null;
    const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n');
    try {
      process.kill(Number(pid), 0);
    } catch {
      return null; // a stale file: pg_ctl start clears it
    }
    return Number(port);
  }

  /** Runs a PostgreSQL program; its output only with a failure. */
  private static run(bin: string, program: string, args: string[]) {
    const file = path.join(bin, program);
    const [command, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    // (from a folder the postgres user may enter: it cannot read every caller's working folder)
    const r = spawnSync(command, argv, { cwd: '/', encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${program} failed (exit ${r.status}): ${(r.stderr || r.stdout || '').trim()}`);
  }
}
