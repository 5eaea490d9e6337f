// Honest counting (issue 30). autocannon counts every HTTP answer as a completed request, but
// this API refuses with `{ code ≠ 0 }` in the body, under HTTP 200 as often as 4xx: a run whose
// guests had run out of money once reported its refusals as throughput. Every HTTP benchmark
// reads each answer's body through a Tally: only code 0 counts as accepted, and a refusal the
// case did not mean stops the benchmark with the first refused answer printed.
import autocannon from 'autocannon';

/** The API's response envelope. */
export interface Answer {
  code: number;
  msg?: string;
  data?: unknown;
}

/** Operations one answer carries, accepted and refused (a batch answer carries several). */
export interface Count {
  accepted: number;
  refused: number;
}
export type Counter = (answer: Answer, status: number) => Count;

/** One operation per request, accepted when the code is 0. */
export const oneOperation: Counter = (answer) => (answer.code === 0 ? { accepted: 1, refused: 0 } : { accepted: 0, refused: 1 });

/** A refusal the case means (a flood of wrong passwords): counted apart, never a failure. */
export type Intended = (answer: Answer, status: number) => boolean;

// the server writes `code` first: an accepted answer is recognised without parsing it
const ACCEPTED_PREFIX = '{"code":0,';

export class Tally {
  accepted = 0;
  refused = 0;
  /** Intended refusals by code. */
  readonly intended = new Map<number, number>();
  private firstRefusal: string | undefined;

  constructor(
    readonly title: string,
    private readonly intends?: Intended,
    /** Reads an answer that is not the envelope (the Binance-compatible API's): its Answer, or undefined (a refusal). */
    private readonly read?: (status: number, body: string) => Answer | undefined,
  ) {}

  /**
   * Counts one answer. Returns it parsed when `parse` is set or it is not a plain acceptance
   * (undefined when the body is no envelope, which counts as a refusal).
   */
  record(status: number, body: string, count: Counter = oneOperation, parse = false): Answer | undefined {
    if (!parse && count === oneOperation && body.startsWith(ACCEPTED_PREFIX)) {
      this.accepted++;
      return undefined;
    }
    let answer: Answer | undefined;
    if (this.read) answer = this.read(status, body);
    else {
      try {
        const parsed = JSON.parse(body) as Partial<Answer> | null;
        if (typeof parsed?.code === 'number') answer = parsed as Answer;
      } catch {}
    }
    if (answer === undefined) {
      this.refuse(status, body, 1);
      return undefined;
    }
    return this.recordAnswer(answer, status, count, body);
  }

  /** Counts an answer already parsed (an in-process call); `body` is what a refusal prints. */
  recordAnswer(answer: Answer, status: number, count: Counter = oneOperation, body?: string): Answer {
    if (answer.code !== 0 && this.intends?.(answer, status)) {
      this.intended.set(answer.code, (this.intended.get(answer.code) ?? 0) + 1);
      return answer;
    }
    const c = count(answer, status);
    this.accepted += c.accepted;
    if (c.refused > 0) this.refuse(status, body ?? JSON.stringify(answer), c.refused);
    return answer;
  }

  /** Counts a refusal seen outside an envelope (a page or an image that did not load). */
  refuse(status: number, body: string, n = 1): void {
    this.refused += n;
    this.firstRefusal ??= `HTTP ${status}: ${body.slice(0, 2000)}`;
  }

  /** Throws when anything was refused that the case did not mean to refuse. */
  check(): void {
    if (this.refused > 0) {
      throw new Error(`${this.title}: ${this.refused} operations refused (accepted ${this.accepted}); the first: ${this.firstRefusal}`);
    }
  }
}

/** An autocannon request whose answers are counted; `count` defaults to one operation a request. */
export interface BenchRequest extends autocannon.Request {
  count?: Counter;
  /** Reads what a later request of the connection needs (an order id) from the parsed answer. */
  onAnswer?: (answer: Answer | undefined, context: Record<string, unknown>) => void;
}

export interface BenchCase extends Omit<autocannon.Options, 'requests' | 'title'> {
  requests?: BenchRequest[];
  intended?: Intended;
  /** How answers are read when they are not the envelope (Tally's `read`). */
  read?: (status: number, body: string) => Answer | undefined;
}

/**
 * The Binance-compatible API's answers (issue 39): data on a 2xx, `{ code < 0, msg }` on a
 * refusal; read as an acceptance (code 0, the data) or that refusal.
 */
export function binanceAnswer(status: number, body: string): Answer | undefined {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; msg?: string } | null;
    if (status < 300 && parsed !== null) return { code: 0, data: parsed };
    if (typeof parsed?.code === 'number') return { code: parsed.code, msg: parsed.msg };
  } catch {}
  return undefined;
}

/**
 * Runs autocannon with every answer counted. Throws on a refusal the case did not mean and on
 * requests that got no answer at all (a connection error: the server failed); timeouts are
 * reported, not failed (a benchmark never fails on timing). Accepted operations a second are
 * over the run's actual duration.
 */
export async function measure(title: string, options: BenchCase) {
  const tally = new Tally(title, options.intended, options.read);
  const requests = (options.requests ?? [{}]).map(({ count, onAnswer, ...request }) => ({
    ...request,
    onResponse: (status: number, body: string, context: object) => {
      const answer = tally.record(status, body, count, onAnswer !== undefined);
      onAnswer?.(answer, context as Record<string, unknown>);
    },
  }));
  const { intended: _, read: _read, ...rest } = options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ ...rest, title, requests }, (err, r) => (err ? reject(err) : resolve(r)));
  });
  tally.check();
  const unanswered = result.errors - result.timeouts;
  if (unanswered > 0) throw new Error(`${title}: ${unanswered} requests got no answer (connection errors)`);
  return {
    case: title,
    'accepted/s': Math.round(tally.accepted / result.duration),
    accepted: tally.accepted,
    'requests/s': Math.round(result.requests.total / result.duration),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    refused: tally.refused,
    timeouts: result.timeouts,
    ...(tally.intended.size ? { 'refused as intended': Object.fromEntries(tally.intended) } : {}),
  };
}
