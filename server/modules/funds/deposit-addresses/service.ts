// Users' own deposit addresses (issue 38): each user's address on a network is derived from the
// platform's deposit key at their user id and stored the first time it is asked for, so staff can
// match a transfer to its user by address. A stored address the key no longer gives means the key
// changed (a lost `deposit-key` file, a wrong DEPOSIT_KEY): money sent there could not be spent,
// so the address is never shown again until the key is put back.
import { type Network, NETWORKS } from '../../../../shared/networks.ts';
import type { AppContext } from '../../../context.ts';
import { configuredSecret } from '../../../lib/data-secret.ts';
import { eip55, isEthereumAddress } from '../networks/address-codec.ts';
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
    let typed = address.trim();
    // an EVM address is the same in either case: stored with its EIP-55 checksum
    if ((network === 'ERC20' || network === 'BEP20') && isEthereumAddress(typed)) typed = eip55(typed.slice(2));
    const row = this.repo.byAddress(network, typed);
    return row ? this.view(row) : null;
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
