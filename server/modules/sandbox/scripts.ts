// Scripted markets (issue 41 point 3, decision 100): a body of the control API resolved into a
// script of the market engine (a price path in ticks, or a regime's terms), set from the next
// slot; ending one returns the product to its seeded walk from the current price.
import { formatScaled, parseScaled } from '../../../shared/market.ts';
import type { SandboxMarketScript, SandboxScriptBody } from '../../../shared/schemas/sandbox.ts';
import type { MarketEngine, MarketProduct } from '../../engine/market-engine.ts';
import {
  interpolate,
  lastSlotOf,
  type MarketScript,
  PRESET_SECONDS,
  pathDefinition,
  presetDefinition,
  regimeDefinition,
  type ScriptDefinition,
  startTicksOf,
} from '../../engine/market-script.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';

/** The most ticks a scripted price may have (prices stay exact doubles). */
const MAX_TICKS = 1e15;
const SCRIPT_LIST_LIMIT = 100;

export class SandboxScripts {
  constructor(
    private readonly market: MarketEngine,
    private readonly clock: Clock,
  ) {}

  private productOf(symbol: string): MarketProduct {
    const product = this.market.product(symbol);
    if (!product) throw new AppError('SANDBOX_SCRIPT_SYMBOL_UNKNOWN', { symbol });
    return product;
  }

  /** Sets the product's script from the next slot (replacing its running one). */
  set(symbol: string, body: SandboxScriptBody): SandboxMarketScript {
    const product = this.productOf(symbol);
    const start = this.market.scriptStart(product.id);
    if (!start) throw new AppError('SANDBOX_SCRIPT_SYMBOL_UNKNOWN', { symbol });
    const now = this.clock.now();
    const tickMs = this.market.options.tickMs;
    let definition: ScriptDefinition;
    let seconds: number;
    if (body.kind === 'path') {
      const points = body.points.map((p): [number, number] => [p.afterSeconds, this.ticksOf(product, p.price)]);
      definition = pathDefinition(now, start.ticks, points);
      seconds = (body.points.at(-1) as { afterSeconds: number }).afterSeconds;
    } else if (body.kind === 'regime') {
      definition = regimeDefinition(start.ticks, Number(body.driftPerHour), Number(body.volatility));
      seconds = body.seconds;
    } else {
      seconds = body.seconds ?? PRESET_SECONDS[body.preset];
      definition = presetDefinition(body.preset, now, start.ticks, seconds, tickMs, product.volatility);
    }
    const script = this.market.setScript({
      productId: product.id,
      symbol: product.symbol,
      kind: body.kind,
      preset: body.kind === 'preset' ? body.preset : null,
      endSlot: lastSlotOf(definition, now, seconds, tickMs),
      definition,
    });
    return this.view(script);
  }

  /** Ends the product's running script: the seeded walk resumes from the current price. */
  end(symbol: string): SandboxMarketScript {
    const product = this.productOf(symbol);
    const ended = this.market.endScript(product.id);
    if (!ended) throw new AppError('SANDBOX_SCRIPT_NOT_RUNNING', { symbol: product.symbol });
    return this.view(ended);
  }

  list(): { scripts: SandboxMarketScript[] } {
    return { scripts: this.market.scripts(SCRIPT_LIST_LIMIT).map((s) => this.view(s)) };
  }

  /** A path price in the product's ticks: positive, of its precision. */
  private ticksOf(product: MarketProduct, price: string): number {
    let ticks: bigint;
    try {
      ticks = parseScaled(price, product.pricePrecision);
    } catch {
      ticks = 0n;
    }
    if (ticks <= 0n || ticks > BigInt(MAX_TICKS))
      throw new AppError('SANDBOX_SCRIPT_PRICE_INVALID', { price, precision: product.pricePrecision });
    return Number(ticks);
  }

  private view(s: MarketScript): SandboxMarketScript {
    const precision = this.market.product(s.productId)?.pricePrecision ?? 0;
    // (a path ended early ends at its price then)
    const end = s.definition.kind === 'path' ? interpolate(s.definition.points, s.endSlot) : null;
    return {
      id: s.id,
      symbol: s.symbol,
      kind: s.kind,
      preset: s.preset,
      from: new Date(s.startSlot).toISOString(),
      to: new Date(s.endSlot).toISOString(),
      startPrice: formatScaled(startTicksOf(s.definition), precision),
      endPrice: end === null ? null : formatScaled(end, precision),
    };
  }
}
