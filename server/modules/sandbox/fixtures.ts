// A sandbox's fixtures (issue 41 point 6, decision 097): a customer with balances, a tier, open
// positions and resting orders in one call, each made by the platform's own services. The
// account, its balances, its tier and its positions are one transaction, in which the positions'
// and the orders' cost is checked against the balances first: a refusal creates nothing. The
// spot orders follow once it committed (their placement has group commits of its own).
import { CONTRACT_CURRENCY } from '../../../shared/contract.ts';
import { QUIZ } from '../../../shared/responsible.ts';
import { MAGIC_EMAIL_DOMAIN } from '../../../shared/sandbox.ts';
import type { SandboxFixture, SandboxFixtureBody } from '../../../shared/schemas/sandbox.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { moneyTransaction } from '../../ledger/operations.ts';
import type { Mode } from '../../ledger/ledger.ts';
import type { AuthService } from '../auth/service.ts';
import { hashPassword } from '../auth/password.ts';
import { parseContractOrder } from '../contract/order.ts';
import type { ContractService } from '../contract/service.ts';
import type { DemoService } from '../fast/demo.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import type { KycService } from '../kyc/service.ts';
import type { ResponsibleService } from '../responsible/service.ts';
import { parseSpotOrder } from '../spot/order.ts';
import type { SpotService } from '../spot/service.ts';

export interface FixtureDeps {
  auth: AuthService;
  book: CurrencyBook;
  kyc: KycService;
  responsible: ResponsibleService;
  contract: ContractService;
  spot: SpotService;
  demo: DemoService;
}

/** Where a fixture's session comes from, as a login records it. */
const FIXTURE_META = { ip: 'sandbox', userAgent: 'sandbox fixtures' };

export class SandboxFixtures {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: FixtureDeps,
  ) {}

  async create(body: SandboxFixtureBody): Promise<SandboxFixture> {
    const { auth, contract, spot } = this.deps;
    // everything that can be refused without a user is refused before anything is written
    const balances = body.balances.map((b) => ({
      currency: this.deps.book.get(b.currency).code,
      real: b.real === undefined ? undefined : this.deps.book.parse(b.currency, b.real),
      demo: b.demo === undefined ? undefined : this.deps.book.parse(b.currency, b.demo),
    }));
    const positions = body.positions.map((p) => parseContractOrder(contract.orderSettings(p.productId, p.mode), p));
    const orders = body.orders.map((o) => parseSpotOrder(spot.orderMarket(o), o));
    const email =
      body.email ?? `fixture-${this.ctx.random.int(0, 2 ** 32).toString(36)}${this.ctx.clock.now().toString(36)}${MAGIC_EMAIL_DOMAIN}`;
    const password = body.password ?? `Sbx-${this.ctx.random.int(0, 2 ** 32).toString(36)}-${this.ctx.random.int(0, 2 ** 32).toString(36)}`;
    const passwordHash = await hashPassword(password, this.ctx.passwordCost.N);

    const { userId, positionIds } = moneyTransaction(this.ctx.ledger, () => {
      const now = this.ctx.clock.now();
      const userId = auth.insertFixtureAccount(email, passwordHash, now);
      for (const b of balances) this.fund(userId, b.currency, b);
      if (body.kyc === 'junior') this.deps.kyc.certifyFixture(userId);
      if (body.appropriateness) this.deps.responsible.submit(userId, { answers: Object.fromEntries(QUIZ.map((q) => [q.id, q.answer])) });
      this.affordable(userId, positions, orders);
      return { userId, positionIds: positions.map((p) => contract.open(userId, p).id) };
    });
    const orderIds: number[] = [];
    for (const o of orders) orderIds.push((await spot.place(userId, o)).id);
    const token = await auth.openFixtureSession(userId, FIXTURE_META);
    return { userId, email, password, token, kyc: body.kyc, positions: positionIds, orders: orderIds };
  }

  /**
   * Sets the new user's balances of `currency`: real money from the sandbox's funding account,
   * demo money from the demo issuance (after the usual demo grant, so the balance is the one asked).
   */
  private fund(userId: number, currency: string, b: { real?: bigint; demo?: bigint }) {
    const legs = (mode: Mode, platform: 'sandbox_funding' | 'demo_issuance', amount: bigint) => [
      { account: { platform, currency, mode }, amount: -amount },
      { account: { userId, kind: 'available' as const, currency, mode }, amount },
    ];
    if (b.real !== undefined && b.real > 0n) {
      this.ctx.ledger.post({
        key: `sandbox-fixture:${userId}:${currency}:real`,
        type: 'sandbox_funding',
        userId,
        legs: legs('real', 'sandbox_funding', b.real),
      });
    }
    if (b.demo !== undefined) {
      this.deps.demo.ensure(userId);
      const delta = b.demo - this.ctx.ledger.balance({ userId, kind: 'available', currency, mode: 'demo' });
      if (delta !== 0n) {
        this.ctx.ledger.post({
          key: `sandbox-fixture:${userId}:${currency}:demo`,
          type: 'sandbox_funding',
          userId,
          legs: legs('demo', 'demo_issuance', delta),
        });
      }
    }
  }

  /**
   * Whether the balances pay for every position (margin and opening fee, as the contract's preview
   * figures them) and every order (what it freezes), per currency and mode: else nothing is made.
   */
  private affordable(userId: number, positions: Parameters<ContractService['open']>[1][], orders: Parameters<SpotService['place']>[1][]) {
    const needed = new Map<string, bigint>();
    const add = (currency: string, mode: Mode, units: bigint) =>
      needed.set(`${currency}:${mode}`, (needed.get(`${currency}:${mode}`) ?? 0n) + units);
    for (const p of positions) {
      const { total } = this.deps.contract.preview(userId, p);
      add(CONTRACT_CURRENCY, p.mode, this.deps.book.parse(CONTRACT_CURRENCY, total));
    }
    for (const o of orders) {
      // (a demo order starts from the demo grant, as its placement would)
      if (o.mode === 'demo') this.deps.demo.ensure(userId);
      add(o.side === 'buy' ? o.terms.quote : o.terms.base, o.mode, o.freeze);
    }
    for (const [key, units] of needed) {
      const [currency = '', mode] = key.split(':') as [string, Mode];
      const available = this.ctx.ledger.balance({ userId, kind: 'available', currency, mode });
      if (units > available) throw new AppError('INSUFFICIENT_BALANCE');
    }
  }
}
