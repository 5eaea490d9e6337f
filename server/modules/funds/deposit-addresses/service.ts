// Users' own deposit addresses (issue 38): each user's address on a network is derived from the
// platform's deposit key at their user id and stored the first time it is asked for, so staff can
// match a transfer to its user by address. A stored address the key no longer gives means the key
// changed (a lost `deposit-key` file, a wrong DEPOSIT_KEY): money sent there could not be spent,
// so the address is never shown again until the key is put back.
import { NETWORK_CODES, type Network, NETWORKS } from '../../../../shared/networks.ts';
import type { AppContext } from '../../../context.ts';
import { configuredSecret } from '../../../lib/data-secret.ts';
import { canonicalAddress, isValidAddress } from '../networks/address-codec.ts';
import { DepositKey } from './derive.ts';
import { type DepositAddressRow, DepositAddressRepository } from './repository.ts';

export interface OwnDepositAddress {
  userId: number;
  network: Network;
  address: string;
  path: string;
  /** Confirmations a transfer to it needs before it is credited. */
  confirmations: number;
  createdAt: string;
}

/** An address as the back office shows it (shared/schemas/funds.ts StaffDepositAddress). */
const staffView = (a: OwnDepositAddress) => ({
  network: a.network,
  networkName: NETWORKS[a.network].name,
  address: a.address,
  path: a.path,
  createdAt: a.createdAt,
});

export class DepositAddressService {
  private readonly key: DepositKey;
  private readonly repo: DepositAddressRepository;

  constructor(private readonly ctx: AppContext) {
    this.key = new DepositKey(configuredSecret(ctx.config.depositKey, ctx.config.dataDir, 'deposit-key'));
    this.repo = new DepositAddressRepository(ctx.sqlite);
  }

  /** The user's address on `network`: derived and stored on first use, checked against the key after. */
  ensure(userId: number, network: Network): OwnDepositAddress {
    const derived = this.key.derive(network, userId);
    let row = this.repo.ofUser(userId, network);
    if (!row) {
      this.repo.insert(userId, network, derived.address, derived.path, this.ctx.clock.now());
      row = this.repo.ofUser(userId, network) as DepositAddressRow;
    }
    if (row.address !== derived.address) {
      throw new Error(
        `deposit key mismatch: user ${userId}'s ${network} address was derived from another key (DEPOSIT_KEY / deposit-key changed)`,
      );
    }
    return this.view(row);
  }

  /** The addresses the user has been given. */
  list(userId: number): OwnDepositAddress[] {
    return this.repo.listOf(userId).map((r) => this.view(r));
  }

  /** Whose address this is on `network` (the user an incoming transfer is credited to), or null. */
  ownerOf(network: Network, address: string): OwnDepositAddress | null {
    const row = this.repo.byAddress(network, canonicalAddress(network, address));
    return row ? this.view(row) : null;
  }

  /** The customer's addresses as staff see them (their page in the back office). */
  staffList(userId: number) {
    return this.list(userId).map(staffView);
  }

  /**
   * Whose deposit address `address` is (staff): on `network`, or else on every network it is a
   * valid address of (an EVM address is the same user's on ERC20 and BEP20). Null: nobody's.
   */
  lookup(address: string, network?: Network) {
    const networks = network ? [network] : NETWORK_CODES.filter((n) => isValidAddress(n, address.trim()));
    const found = networks.flatMap((n) => this.ownerOf(n, address) ?? []);
    const first = found[0];
    if (!first) return null;
    const mine = found.filter((a) => a.userId === first.userId);
    return { userId: first.userId, address: first.address, networks: mine.map(staffView) };
  }

  private view(r: DepositAddressRow): OwnDepositAddress {
    const network = r.network as Network;
    return {
      userId: Number(r.userId),
      network,
      address: r.address,
      path: r.path,
      confirmations: NETWORKS[network].confirmations,
      createdAt: new Date(Number(r.createdAt)).toISOString(),
    };
  }
}
