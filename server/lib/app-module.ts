// What a server module hands the app (issue 31, docs/modules.md): its routes (customer and back
// office, one plugin closing over its services), its housekeeping on the injected clock, its
// work after every market tick, and what it starts when the app is ready and stops before the
// database closes. Each module's module.ts builds one from its dependencies; the composition
// root (server/composition.ts) is the list of those factories, and buildApp registers what
// each returns, in that order.
import type { FastifyInstance } from 'fastify';
import type { MarketFrame } from '../engine/tick-bus.ts';
import type { PeriodicJob } from './periodic-jobs.ts';

/** How the engine's work starts: with the app, or on an instance taking the engine over under `epoch` (decision 082). */
export interface StartHow {
  takeover: boolean;
  /** The lease's epoch on a cluster's leader (null on one process). */
  epoch: number | null;
}

export interface AppModule {
  /** Its folder under server/modules. */
  readonly name: string;
  /**
   * Route patterns (or prefixes of them) that need the engine's memory: on an instance that
   * does not lead their requests are forwarded to the one that does (decisions 081, 082).
   */
  engineRoutes?: readonly string[];
  /** Registers its routes on the app (each route plugin in its own encapsulated context, as before). */
  routes?(app: FastifyInstance): Promise<void>;
  /** Periodic housekeeping (run on the injected clock; tests run due jobs themselves). */
  jobs?: PeriodicJob[];
  /**
   * What needs the frame itself, at once, when the engine publishes one (the house market
   * maker's requote). On the engine's instance only.
   */
  onFrame?(frame: MarketFrame): void;
  /**
   * The work after the market's ticks up to `time` (settlements, triggers, alerts): each reads
   * the recorded ticks after its own cursor, so one run covers every tick since the last. Run
   * after every frame the engine publishes, each module's beside the others'; awaited slot by
   * slot, in module order, while a sandbox's test clock advances (decision 099). `published`:
   * whether anyone was shown the frame (what only a seen frame needs, such as marks pushed).
   * On the engine's instance only.
   */
  afterTicks?(time: number, published: boolean): Promise<void> | void;
  /**
   * What an instance that follows the engine does after every frame instead (decisions 081,
   * 082): pushes it works out for its own websocket clients (the engine does the same in onFrame).
   */
  gatewayFrame?(frame: MarketFrame): void;
  /**
   * Runs once the app is ready, in module order; in a cluster, when this instance takes the
   * engine over (`takeover`: the instance serves already, so long work is spread out rather than
   * done in one go; decision 082).
   */
  start?(how: StartHow): Promise<void> | void;
  /** Runs before the database closes, in reverse module order. */
  stop?(): Promise<void> | void;
}

/**
 * A dependency on a module built later in the list (the modules' services call each other both
 * ways at run time, e.g. funds asks kyc for withdrawal limits while kyc stores its documents
 * through funds' uploads): an object whose members are read from `get()` when used, never while
 * the modules are being built.
 */
export function later<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = get();
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
