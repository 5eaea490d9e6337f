import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import {
  CLUSTER_SECRETS,
  clusterLayout,
  formatSecretsFile,
  type EngineAnswer,
  type EngineHealth,
  HealthCheckLogFilter,
  haproxyConfig,
  LeaderWatch,
  parseEngineHealth,
  parseSecretsFile,
  planInstances,
  redactUrl,
  resolveSecrets,
  restartDelayMs,
  type Secrets,
} from './plan.ts';

const secrets: Secrets = {
  JWT_SECRET: 'j'.repeat(64),
  MARKET_SECRET: 'm'.repeat(64),
  KYC_SECRET: 'k'.repeat(64),
  KYC_SEAL_KEY: 's'.repeat(64),
  DEPOSIT_KEY: 'd'.repeat(64),
  API_KEY_SEAL_KEY: 'a'.repeat(64),
};
const layout = { dir: '/srv/platform/data/cluster', imageDir: '/srv/platform/data/cluster/images' };
const plan = (env: Record<string, string | undefined> = {}) =>
  planInstances({
    env,
    databaseUrl: 'postgresql://postgres@127.0.0.1:5432/platform',
    redisUrl: 'redis://127.0.0.1:6379',
    secrets,
    layout,
  });

describe('planInstances', () => {
  it('runs three candidates on 3101-3103, each telling the others its own address', () => {
    const instances = plan();
    expect(instances.map((i) => i.name)).toEqual(['instance-1', 'instance-2', 'instance-3']);
    for (const [i, port] of instances.map((i, n) => [i, 3101 + n] as const)) {
      expect(i.env).toMatchObject({
        CLUSTER_ROLE: 'candidate',
        PORT: String(port),
        HOST: '127.0.0.1',
        INSTANCE_ID: i.name,
        INSTANCE_URL: `http://127.0.0.1:${port}`,
      });
      expect(i.env.ENGINE_URL).toBeUndefined();
    }
  });

  it('gives every instance the same store, Redis and secrets, a data folder of its own and the shared image folder', () => {
    const instances = plan();
    for (const i of instances) {
      expect(i.env).toMatchObject({
        DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/platform',
        REDIS_URL: 'redis://127.0.0.1:6379',
        ...secrets,
      });
      expect(i.env.DATA_DIR).toBe(path.join(layout.dir, i.name));
      expect(i.env.IMAGE_DIR).toBe(layout.imageDir);
    }
    expect(new Set(instances.map((i) => i.env.DATA_DIR)).size).toBe(3);
  });

  it("keeps npm start's production defaults and trusts the balancer, unless the caller says otherwise", () => {
    expect(plan()[0]?.env).toMatchObject({ NODE_ENV: 'production', DEV_ENDPOINTS: 'false', TRUST_PROXY: '127.0.0.1' });
    const given = plan({
      DEV_ENDPOINTS: 'true',
      TRUST_PROXY: '10.0.0.2',
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: 'demo',
      ENGINE_LEASE_MS: '1200',
    })[1]?.env;
    expect(given).toMatchObject({
      DEV_ENDPOINTS: 'true',
      TRUST_PROXY: '10.0.0.2',
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: 'demo',
      ENGINE_LEASE_MS: '1200',
    });
  });

  it('decides each instance its place whatever the caller exported (PORT is the balancer port)', () => {
    const [first, second] = plan({
      PORT: '3000',
      HOST: '0.0.0.0',
      INSTANCE_ID: 'x',
      CLUSTER_ROLE: 'gateway',
      INSTANCE_URL: 'http://10.0.0.9:1',
      DATA_DIR: '/elsewhere',
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/x',
      JWT_SECRET: 'from-the-environment-but-resolved-elsewhere',
    });
    expect(first?.env).toMatchObject({
      PORT: '3101',
      HOST: '127.0.0.1',
      INSTANCE_ID: 'instance-1',
      CLUSTER_ROLE: 'candidate',
      INSTANCE_URL: 'http://127.0.0.1:3101',
      JWT_SECRET: secrets.JWT_SECRET,
    });
    expect(second?.env).toMatchObject({
      INSTANCE_URL: 'http://127.0.0.1:3102',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/platform',
    });
    expect(second?.env.DATA_DIR).toBe(path.join(layout.dir, 'instance-2'));
  });

  it('is a configuration the server accepts: three candidates, each reachable at its planned address, on the default lease', () => {
    for (const i of plan()) {
      const config = loadConfig(i.env);
      expect(config.cluster).toMatchObject({
        role: 'candidate',
        instanceId: i.name,
        instanceUrl: `http://127.0.0.1:${i.port}`,
        leaseMs: 3000,
        redisUrl: 'redis://127.0.0.1:6379',
      });
      expect(config.port).toBe(i.port);
      expect(config.trustProxy).toEqual(['127.0.0.1']);
      expect(config.jwtSecret).toBe(secrets.JWT_SECRET);
    }
    // a lease given to the script reaches every instance
    for (const i of plan({ ENGINE_LEASE_MS: '1200' })) expect(loadConfig(i.env).cluster?.leaseMs).toBe(1200);
  });
});

describe('clusterLayout', () => {
  it('lives under DATA_DIR/cluster, its image folder shared unless IMAGE_DIR names one', () => {
    expect(clusterLayout({ DATA_DIR: '/var/platform' })).toEqual({
      dir: '/var/platform/cluster',
      imageDir: '/var/platform/cluster/images',
    });
    expect(clusterLayout({ DATA_DIR: '/var/platform', IMAGE_DIR: '/mnt/shared/images' }).imageDir).toBe('/mnt/shared/images');
    expect(clusterLayout({}).dir).toBe(path.resolve('data/cluster'));
  });
});

describe('haproxyConfig', () => {
  const cfg = haproxyConfig({ bindHost: '0.0.0.0', port: 3000, instances: plan() });
  const lines = cfg.split('\n').map((l) => l.trim());

  it('balances round robin over the three instances with no stickiness', () => {
    expect(lines).toContain('bind 0.0.0.0:3000');
    expect(lines).toContain('balance roundrobin');
    expect(lines.filter((l) => l.startsWith('server '))).toEqual([
      'server instance-1 127.0.0.1:3101 check',
      'server instance-2 127.0.0.1:3102 check',
      'server instance-3 127.0.0.1:3103 check',
    ]);
    expect(cfg).not.toMatch(/^\s*(cookie|stick|appsession|hash-type)\b/m);
    expect(cfg).not.toMatch(/^\s*balance (source|uri|hdr)/m);
  });

  it('checks /api/health every second and takes an instance out after two failures', () => {
    expect(lines).toContain('option httpchk GET /api/health');
    expect(lines).toContain('http-check expect status 200');
    expect(lines).toContain('default-server inter 1s fall 2 rise 2');
  });

  it('passes websockets through, forwards the client address, and retries only what never reached an instance', () => {
    expect(lines).toContain('mode http');
    expect(lines).toContain('timeout tunnel 1h');
    expect(lines).toContain('option forwardfor');
    expect(lines).toContain('retry-on conn-failure empty-response');
    // (METH_GET is GET and HEAD: everything else is retried only when its connection failed)
    expect(lines).toContain('http-request disable-l7-retry unless METH_GET');
    expect(lines).toContain('option redispatch 1');
    // a close mode would end each connection after one request; keep-alive is what upgrades ride on
    expect(cfg).not.toMatch(/^\s*option (httpclose|forceclose)/m);
  });

  it('writes an IPv6 listen address in brackets', () => {
    expect(haproxyConfig({ bindHost: '::', port: 8080, instances: plan() })).toContain('bind [::]:8080');
  });
});

describe('secrets', () => {
  it('takes the environment first, then the file, and generates only what neither has', () => {
    let n = 0;
    const {
      secrets: got,
      generated,
      toWrite,
    } = resolveSecrets({ JWT_SECRET: 'env-jwt' }, { MARKET_SECRET: 'file-market' }, () => `new-${++n}`);
    expect(got).toEqual({
      JWT_SECRET: 'env-jwt',
      MARKET_SECRET: 'file-market',
      KYC_SECRET: 'new-1',
      KYC_SEAL_KEY: 'new-2',
      DEPOSIT_KEY: 'new-3',
      API_KEY_SEAL_KEY: 'new-4',
    });
    expect(generated).toEqual(['KYC_SECRET', 'KYC_SEAL_KEY', 'DEPOSIT_KEY', 'API_KEY_SEAL_KEY']);
    // the environment's secret is not copied into the file
    expect(toWrite).toEqual({
      MARKET_SECRET: 'file-market',
      KYC_SECRET: 'new-1',
      KYC_SEAL_KEY: 'new-2',
      DEPOSIT_KEY: 'new-3',
      API_KEY_SEAL_KEY: 'new-4',
    });
  });

  it('reuses a complete file unchanged', () => {
    const {
      secrets: got,
      toWrite,
      generated,
    } = resolveSecrets({}, secrets, () => {
      throw new Error('nothing to generate');
    });
    expect(got).toEqual(secrets);
    expect(generated).toEqual([]);
    expect(toWrite).toBeNull();
  });

  it('generates secrets long enough for JWT_SECRET and different from each other', () => {
    const { secrets: got } = resolveSecrets({}, {});
    for (const k of CLUSTER_SECRETS) expect(got[k]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Object.values(got)).size).toBe(CLUSTER_SECRETS.length);
  });

  it('reads back what it writes, skipping comments and unknown keys', () => {
    expect(parseSecretsFile(formatSecretsFile(secrets))).toEqual(secrets);
    expect(parseSecretsFile('# note\nJWT_SECRET=a=b\nOTHER=x\n\n')).toEqual({ JWT_SECRET: 'a=b' });
  });
});

describe('HealthCheckLogFilter', () => {
  const line = (o: object) => JSON.stringify(o);

  it("drops a successful health check's two request lines and keeps every other line", () => {
    const filter = new HealthCheckLogFilter();
    const kept = [
      line({ reqId: 'req-1', req: { method: 'GET', url: '/api/health', ip: '127.0.0.1' }, msg: 'incoming request' }),
      line({ reqId: 'req-2', req: { method: 'GET', url: '/api/config?identify=isClose' }, msg: 'incoming request' }),
      line({ reqId: 'req-1', res: { statusCode: 200 }, msg: 'request completed' }),
      line({ reqId: 'req-2', res: { statusCode: 200 }, msg: 'request completed' }),
      'Server listening at http://127.0.0.1:3101',
      '{not json',
    ].filter((l) => filter.keep(l));
    expect(kept).toEqual([
      line({ reqId: 'req-2', req: { method: 'GET', url: '/api/config?identify=isClose' }, msg: 'incoming request' }),
      line({ reqId: 'req-2', res: { statusCode: 200 }, msg: 'request completed' }),
      'Server listening at http://127.0.0.1:3101',
      '{not json',
    ]);
  });

  it('keeps a failed check and what it logged on the way', () => {
    const filter = new HealthCheckLogFilter();
    expect(filter.keep(line({ reqId: 'req-9', req: { url: '/api/health?probe=1' }, msg: 'incoming request' }))).toBe(false);
    expect(filter.keep(line({ reqId: 'req-9', level: 50, msg: 'database unreachable' }))).toBe(true);
    expect(filter.keep(line({ reqId: 'req-9', res: { statusCode: 503 }, msg: 'request completed' }))).toBe(true);
    // a path that only starts alike is not a health check
    expect(filter.keep(line({ reqId: 'req-10', req: { url: '/api/healthz' }, msg: 'incoming request' }))).toBe(true);
    expect(filter.keep(line({ reqId: 'req-11', req: { url: '/api/health/engines' }, msg: 'incoming request' }))).toBe(true);
  });

  it("drops the script's own successful polls of /api/health/engine as well", () => {
    const filter = new HealthCheckLogFilter();
    expect(filter.keep(line({ reqId: 'req-3', req: { url: '/api/health/engine' }, msg: 'incoming request' }))).toBe(false);
    expect(filter.keep(line({ reqId: 'req-3', res: { statusCode: 200 }, msg: 'request completed' }))).toBe(false);
  });
});

describe('parseEngineHealth', () => {
  const data: EngineHealth = {
    instanceId: 'instance-2',
    role: 'candidate',
    state: 'leading',
    epoch: 4,
    leader: { holder: 'instance-2', url: 'http://127.0.0.1:3102', epoch: 4 },
  };

  it("reads the data of a successful envelope, a follower's null epoch and leader too", () => {
    expect(parseEngineHealth({ code: 0, msg: 'Success', data })).toEqual(data);
    const follower = { ...data, state: 'following', epoch: null, leader: null };
    expect(parseEngineHealth({ code: 0, msg: 'Success', data: follower })).toEqual(follower);
  });

  it('takes anything else for no answer', () => {
    for (const body of [
      null,
      'ok',
      { code: 503, msg: 'busy', data },
      { code: 0, msg: 'Success', data: null },
      { code: 0, msg: 'Success', data: { ...data, state: 'elected' } },
      { code: 0, msg: 'Success', data: { ...data, epoch: '4' } },
      { code: 0, msg: 'Success', data: { status: 'ok' } },
    ]) {
      expect(parseEngineHealth(body)).toBeNull();
    }
  });
});

describe('LeaderWatch', () => {
  const health = (name: string, state: EngineHealth['state'], epoch: number | null): EngineHealth => ({
    instanceId: name,
    role: 'candidate',
    state,
    epoch,
    leader: null,
  });
  const answer = (name: string, pid: number, state: EngineHealth['state'] | null, epoch: number | null = null): EngineAnswer => ({
    name,
    pid,
    health: state ? health(name, state, epoch) : null,
  });

  it('announces the first leader once, and says nothing while it keeps leading', () => {
    const watch = new LeaderWatch();
    expect(watch.observe([answer('instance-1', 11, 'following'), answer('instance-2', 12, null)])).toEqual([]);
    expect(watch.leader).toBeNull();
    const polled = [answer('instance-1', 11, 'leading', 1), answer('instance-2', 12, 'following'), answer('instance-3', 13, 'following')];
    expect(watch.observe(polled)).toEqual(['instance-1 now leads (epoch 1, pid 11)']);
    expect(watch.leader).toEqual({ name: 'instance-1', pid: 11, epoch: 1 });
    expect(watch.observe(polled)).toEqual([]);
  });

  it('follows a failover: the leader gone, another taking the lease, then leading', () => {
    const watch = new LeaderWatch();
    watch.observe([answer('instance-1', 11, 'leading', 1), answer('instance-2', 12, 'following')], 1000);
    // instance-1 was killed: not polled any more (its process is gone)
    expect(watch.observe([answer('instance-2', 12, 'following'), answer('instance-3', 13, 'following')], 2000)).toEqual([
      'no instance leads now (instance-1 is gone): engine routes answer SERVER_BUSY until another takes over',
    ]);
    expect(watch.observe([answer('instance-2', 12, 'following'), answer('instance-3', 13, 'following')], 3000)).toEqual([]);
    expect(watch.observe([answer('instance-2', 12, 'promoting', 2), answer('instance-3', 13, 'following')], 5000)).toEqual([
      'instance-2 took the lease (epoch 2): rebuilding the engine',
    ]);
    expect(watch.observe([answer('instance-2', 12, 'promoting', 2)], 6000)).toEqual([]);
    // instance-1 restarted (a new process under the same name) and follows
    expect(
      watch.observe(
        [answer('instance-1', 21, 'following'), answer('instance-2', 12, 'leading', 2), answer('instance-3', 13, 'following')],
        8500,
      ),
    ).toEqual(['instance-2 now leads (epoch 2, pid 12) after about 6.5 s without a leader']);
  });

  it("sees a restarted process under the leader's name, and the same leader under a new epoch, as changes", () => {
    const watch = new LeaderWatch();
    watch.observe([answer('instance-1', 11, 'leading', 1)]);
    // killed and restarted between two polls, and it took the lease again
    // (no poll saw it gone: no time without a leader to tell)
    expect(watch.observe([answer('instance-1', 21, 'leading', 2)])).toEqual(['instance-1 now leads (epoch 2, pid 21)']);
    expect(watch.observe([answer('instance-1', 21, 'leading', 3)])).toEqual(['instance-1 now leads (epoch 3, pid 21)']);
  });

  it('takes a leader that says it no longer leads for none, but not a leader that missed one poll', () => {
    const watch = new LeaderWatch();
    watch.observe([answer('instance-1', 11, 'leading', 1), answer('instance-2', 12, 'following')]);
    expect(watch.observe([answer('instance-1', 11, null), answer('instance-2', 12, 'following')])).toEqual([]);
    expect(watch.leader?.name).toBe('instance-1');
    expect(watch.observe([answer('instance-1', 11, 'following'), answer('instance-2', 12, 'following')])).toEqual([
      'no instance leads now (instance-1 no longer leads): engine routes answer SERVER_BUSY until another takes over',
    ]);
    expect(watch.leader).toBeNull();
  });

  it('names the newest epoch when two say they lead (a paused leader that has not noticed yet)', () => {
    const watch = new LeaderWatch();
    watch.observe([answer('instance-1', 11, 'leading', 1)]);
    expect(watch.observe([answer('instance-1', 11, 'leading', 1), answer('instance-3', 13, 'leading', 2)])).toEqual([
      'instance-3 now leads (epoch 2, pid 13)',
    ]);
  });
});

describe('small helpers', () => {
  it('hides a password in a URL shown on the terminal', () => {
    expect(redactUrl('postgresql://app:s3cret@db:5432/platform')).toBe('postgresql://app:***@db:5432/platform');
    expect(redactUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });

  it('waits longer before each restart of an instance that keeps dying, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
