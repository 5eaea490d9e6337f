// `npm run start:cluster`: three instances of the platform behind HAProxy on one port (PORT,
// default 3000), against the PostgreSQL of DATABASE_URL and the Redis of REDIS_URL, or against
// its own where none is given or answering (issues 35, 36; decisions 081, 082). All three stand
// for the engine's lease: whoever holds it runs the market, the books, settlement and the jobs,
// the others forward engine work to it and one of them takes over when it dies. An instance that
// dies is restarted. Ctrl-C or SIGTERM stops, in order, everything this script started and
// nothing else.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { isPostgresUrl, loadConfig } from '../../server/config.ts';
import { buildClient, clientIsStale } from '../client-build.ts';
import { prepareDatabase } from '../db/prepare.ts';
import {
  type ClusterLayout,
  clusterLayout,
  formatSecretsFile,
  type EngineAnswer,
  HealthCheckLogFilter,
  haproxyConfig,
  type InstancePlan,
  LeaderWatch,
  parseEngineHealth,
  parseSecretsFile,
  planInstances,
  redactUrl,
  resolveSecrets,
  restartDelayMs,
  type Secrets,
} from './plan.ts';
import {
  aptInstall,
  assertPortFree,
  commandPath,
  freePort,
  OwnPostgres,
  postgresAnswers,
  postgresBinDir,
  redisAnswers,
} from './services.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** How long an instance may take from spawn to a healthy /api/health (tsx compiles the server first). */
const READY_TIMEOUT_MS = 180_000;
/** An instance that ran this long before dying is restarted at once again (its failures no longer count). */
const STABLE_MS = 60_000;
/** How often the script asks every live instance who leads. */
const LEADER_POLL_MS = 1000;

interface Supervised {
  name: string;
  child: ChildProcess;
  /** Started again after an unexpected exit (the instances, the script's own Redis); else the cluster stops. */
  restart: (() => Supervised) | null;
  startedAt: number;
  failuresInARow: number;
}

const layout = clusterLayout(process.env);
const supervised = new Map<string, Supervised>();
const restartTimers = new Set<NodeJS.Timeout>();
const leaderWatch = new LeaderWatch();
let ownPostgres: OwnPostgres | null = null;
/** Until everything answers, a death fails the start (nothing is restarted yet). */
let ready = false;
let stopping = false;

function say(message: string) {
  console.log(`${'cluster'.padEnd(10)} | ${message}`);
}

/** Each line of a child's output with its name in front, so three servers' logs stay readable. */
function prefixLines(name: string, stream: NodeJS.ReadableStream | null, filter: HealthCheckLogFilter | null) {
  if (!stream) return;
  const prefix = `${name.padEnd(10)} | `;
  readline.createInterface({ input: stream }).on('line', (line) => {
    if (!filter || filter.keep(line)) console.log(prefix + line);
  });
}

/**
 * A child in a process group of its own (detached): Ctrl-C at the terminal reaches this script
 * alone, which stops the children in order (the balancer first, the stores last) instead of all
 * of them at once.
 */
function supervise(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  restart: Supervised['restart'],
  failuresInARow = 0,
) {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(name, child.stdout, new HealthCheckLogFilter());
  prefixLines(name, child.stderr, null);
  const entry: Supervised = { name, child, restart, startedAt: Date.now(), failuresInARow };
  supervised.set(name, entry);
  child.once('error', (e) => say(`${name} could not start: ${e.message}`));
  child.once('exit', (code, signal) => onExit(entry, code, signal));
  return entry;
}

function onExit(entry: Supervised, code: number | null, signal: NodeJS.Signals | null) {
  if (stopping || supervised.get(entry.name) !== entry) return;
  const how = signal ? `was killed (${signal})` : `exited (code ${code})`;
  // (during the start, waitHealthy or resolveRedis sees the exit and fails the start)
  if (!ready) return;
  if (!entry.restart) {
    say(`${entry.name} ${how}: stopping the cluster`);
    void shutdown(1);
    return;
  }
  const failures = Date.now() - entry.startedAt > STABLE_MS ? 1 : entry.failuresInARow + 1;
  const delay = restartDelayMs(failures);
  // (a leader stopped cleanly gave its lease up: another takes it at once)
  const led =
    leaderWatch.leader?.pid !== entry.child.pid
      ? ''
      : code === 0
        ? '; it led and gave its lease up: another takes the engine over at once'
        : '; it led: another takes the engine over when its lease runs out';
  say(`${entry.name} ${how} unexpectedly: restarting it in ${delay / 1000} s (the others serve meanwhile${led})`);
  const restart = entry.restart;
  const timer = setTimeout(() => {
    restartTimers.delete(timer);
    if (stopping) return;
    const next = restart();
    next.failuresInARow = failures;
  }, delay);
  restartTimers.add(timer);
}

function startInstance(plan: InstancePlan): Supervised {
  // the same server process as `npm start`'s, on what the script already prepared
  const entry = supervise(plan.name, process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], plan.env, () => startInstance(plan));
  say(`${plan.name} starting on ${plan.env.INSTANCE_URL} (pid ${entry.child.pid})`);
  return entry;
}

const isInstance = (name: string) => name.startsWith('instance-');
const isAlive = ({ child }: Supervised) => child.exitCode === null && child.signalCode === null;

/** Every live instance's answer to /api/health/engine (null where it gave none within a second or so). */
async function pollEngine(plans: InstancePlan[]): Promise<EngineAnswer[]> {
  const live = plans.flatMap((p) => {
    const entry = supervised.get(p.name);
    return entry && isAlive(entry) && entry.child.pid !== undefined ? [{ plan: p, pid: entry.child.pid }] : [];
  });
  return Promise.all(
    live.map(async ({ plan, pid }) => {
      try {
        const res = await fetch(engineHealthUrl(plan.host, plan.port), { signal: AbortSignal.timeout(LEADER_POLL_MS * 1.5) });
        return { name: plan.name, pid, health: res.ok ? parseEngineHealth(await res.json()) : null };
      } catch {
        return { name: plan.name, pid, health: null };
      }
    }),
  );
}

/** Until one instance says it leads (during the start). */
async function waitLeader(plans: InstancePlan[]) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    assertNoneExited();
    for (const line of leaderWatch.observe(await pollEngine(plans))) say(line);
    if (leaderWatch.leader) return leaderWatch.leader;
    await new Promise((r) => setTimeout(r, LEADER_POLL_MS / 2));
  }
  throw new Error(`no instance took the engine's lease within ${READY_TIMEOUT_MS / 1000} s (GET /api/health/engine)`);
}

/** While the cluster runs: a line whenever the leader changes (and when none leads). */
async function watchLeader(plans: InstancePlan[]) {
  while (!stopping) {
    await new Promise((r) => setTimeout(r, LEADER_POLL_MS));
    if (stopping) return;
    const answers = await pollEngine(plans);
    if (stopping) return;
    for (const line of leaderWatch.observe(answers)) say(line);
  }
}

/** During the start: any child that has exited fails it (its output above says why). */
function assertNoneExited() {
  if (stopping) throw new Error('stopping');
  for (const { name, child } of supervised.values()) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited during the start (${child.signalCode ?? `code ${child.exitCode}`})`);
    }
  }
}

/** Until `url` answers 200 (what HAProxy's check asks of an instance). */
async function waitHealthy(name: string, url: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    assertNoneExited();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

const healthUrl = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health`;
const engineHealthUrl = (host: string, port: number) => `${healthUrl(host, port)}/engine`;

/** Waits for a child to exit, then kills it if it has not within `ms`. */
async function stopChild(entry: Supervised, signal: NodeJS.Signals, ms: number) {
  const { child } = entry;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => {
    say(`${entry.name} did not stop within ${ms / 1000} s: killing it`);
    child.kill('SIGKILL');
  }, ms);
  await exited;
  clearTimeout(timer);
}

/** Stops what this script started, the way in first and the stores last; then exits. */
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  say('stopping ...');
  for (const t of restartTimers) clearTimeout(t);
  const haproxy = supervised.get('haproxy');
  if (haproxy) await stopChild(haproxy, 'SIGTERM', 5000);
  // (each instance closes gracefully on SIGTERM: in-flight requests end, within its own 10 s;
  // the leader gives its lease up)
  const instances = [...supervised.values()].filter((e) => isInstance(e.name));
  await Promise.all(instances.map((e) => stopChild(e, 'SIGTERM', 15_000)));
  const redis = supervised.get('redis');
  if (redis) await stopChild(redis, 'SIGTERM', 5000);
  if (ownPostgres) {
    try {
      ownPostgres.stop();
      say('PostgreSQL stopped');
    } catch (e) {
      say(`could not stop the PostgreSQL it started: ${(e as Error).message}`);
      code = 1;
    }
  }
  say(code === 0 ? 'stopped' : 'stopped after an error');
  process.exit(code);
}

function loadSecrets(l: ClusterLayout): Secrets {
  const file = path.join(l.dir, 'secrets.env');
  const stored = fs.existsSync(file) ? parseSecretsFile(fs.readFileSync(file, 'utf8')) : {};
  const { secrets, generated, toWrite } = resolveSecrets(process.env, stored);
  if (toWrite) {
    fs.writeFileSync(file, formatSecretsFile(toWrite), { mode: 0o600 });
    say(`generated ${generated.join(', ')} into ${file}`);
  }
  // readable by its owner only, whoever created it
  if (fs.existsSync(file)) fs.chmodSync(file, 0o600);
  return secrets;
}

/** DATABASE_URL when it answers; else a PostgreSQL of the script's own. */
async function resolveDatabase(given: string | undefined, answers: boolean): Promise<string> {
  if (given && answers) {
    say(`PostgreSQL: ${redactUrl(given)}`);
    return given;
  }
  if (given) say(`no PostgreSQL answers at DATABASE_URL (${redactUrl(given)}): starting one of its own instead`);
  let bin = postgresBinDir();
  if (!bin) {
    aptInstall(['postgresql']);
    bin = postgresBinDir();
    if (!bin) throw new Error("Debian's postgresql package installed no server under /usr/lib/postgresql");
  }
  ownPostgres = await OwnPostgres.start(bin, path.join(layout.dir, 'pg'), say);
  say(`PostgreSQL of its own: ${ownPostgres.url} (data and server.log in ${path.join(layout.dir, 'pg')})`);
  return ownPostgres.url;
}

/** REDIS_URL when it answers; else a redis-server of the script's own (a child, stopped with the cluster). */
async function resolveRedis(given: string | undefined, answers: boolean): Promise<string> {
  if (given && answers) {
    say(`Redis: ${redactUrl(given)}`);
    return given;
  }
  if (given) say(`no Redis answers at REDIS_URL (${redactUrl(given)}): starting one of its own instead`);
  const server = commandPath('redis-server');
  if (!server) throw new Error('redis-server is missing (installed with the others above: see the message of apt-get)');
  const port = await freePort();
  const dir = path.join(layout.dir, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  // no persistence: Redis holds counters and pushes, the database holds the money
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const start = () => supervise('redis', server, args, process.env, start);
  start();
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(url, 500))) {
    assertNoneExited();
    if (Date.now() > deadline) throw new Error(`the redis-server it started does not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  say(`Redis of its own: ${url} (no persistence)`);
  return url;
}

async function main() {
  const port = Number(process.env.PORT || 3000);
  const bindHost = process.env.HOST || '0.0.0.0';
  fs.mkdirSync(layout.dir, { recursive: true });

  // every port first: a clear refusal before anything is started
  await assertPortFree(bindHost, port, 'HAProxy, set PORT for another');
  const placeholder = planInstances({ env: process.env, databaseUrl: '', redisUrl: '', secrets: {} as Secrets, layout });
  for (const i of placeholder) await assertPortFree(i.host, i.port, i.name);

  const givenDb = process.env.DATABASE_URL;
  if (givenDb && !isPostgresUrl(givenDb)) {
    throw new Error(
      `DATABASE_URL is ${givenDb}: several instances share one PostgreSQL (postgresql://…), not a SQLite file; unset it to get one`,
    );
  }
  const givenRedis = process.env.REDIS_URL;
  const dbAnswers = !!givenDb && (await postgresAnswers(givenDb));
  const redisAnswersNow = !!givenRedis && (await redisAnswers(givenRedis));
  // Debian's packages of what is missing, in one apt-get run
  const missing = [
    ...(commandPath('haproxy') ? [] : ['haproxy']),
    ...(!redisAnswersNow && !commandPath('redis-server') ? ['redis-server'] : []),
    ...(!dbAnswers && !postgresBinDir() ? ['postgresql'] : []),
  ];
  aptInstall(missing);

  const databaseUrl = await resolveDatabase(givenDb, dbAnswers);
  const redisUrl = await resolveRedis(givenRedis, redisAnswersNow);
  const secrets = loadSecrets(layout);
  const instances = planInstances({ env: process.env, databaseUrl, redisUrl, secrets, layout });

  // once, before any instance: the client, then migrations and seed (three processes must not race on them)
  if (clientIsStale()) buildClient();
  await prepareDatabase(loadConfig({ ...(instances[0] as InstancePlan).env, DATA_DIR: layout.dir }));

  // the first alone until it leads: it rebuilds the engine without two other servers starting
  // beside it (on a small machine that can take longer than the lease, and a candidate already
  // up would then take the lease from it); the others start as its followers, any of them
  // taking over when it dies
  const [first, ...others] = instances as [InstancePlan, ...InstancePlan[]];
  startInstance(first);
  await waitHealthy(first.name, healthUrl(first.host, first.port));
  say(`${first.name} answers: waiting for it to take the engine's lease`);
  await waitLeader(instances);
  for (const i of others) startInstance(i);
  await Promise.all(others.map((i) => waitHealthy(i.name, healthUrl(i.host, i.port))));

  const haproxy = commandPath('haproxy') as string;
  const cfg = path.join(layout.dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig({ bindHost, port, instances }));
  const check = spawnSync(haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refuses ${cfg}: ${(check.stderr || check.stdout).trim()}`);
  // -db: in the foreground, a child of this script
  supervise('haproxy', haproxy, ['-db', '-f', cfg], process.env, null);
  const local = bindHost === '0.0.0.0' ? '127.0.0.1' : bindHost === '::' ? '::1' : bindHost;
  await waitHealthy('haproxy', healthUrl(local, port));
  const shown = bindHost === '0.0.0.0' || bindHost === '::' ? 'localhost' : bindHost;
  ready = true;
  for (const line of leaderWatch.observe(await pollEngine(instances))) say(line);
  const leader = leaderWatch.leader;
  say(
    `Platform ready at http://${shown}:${port}/ (HAProxy over ${instances.length} instances; config ${cfg}); ` +
      `${leader ? `${leader.name} leads (epoch ${leader.epoch}, pid ${leader.pid})` : 'no instance leads at this moment'}. Ctrl-C stops it all.`,
  );
  await watchLeader(instances);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
main().catch((e) => {
  if (stopping) return;
  say(`cannot start: ${(e as Error).message}`);
  void shutdown(1);
});
