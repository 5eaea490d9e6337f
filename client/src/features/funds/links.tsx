// Where the funds screens link to: the desktop and mobile interfaces have their own paths
// (and their own way to reach customer service); each page composition provides them.
import './funds.css';
import { createContext, type ReactNode, useContext } from 'react';

export interface FundsLinks {
  recharge: string;
  rechargeHistory: string;
  withdraw: string;
  withdrawHistory: string;
  transfer: string;
  transferHistory: string;
  /** Fast trading, with the user's orders. */
  fastTrade: string;
  /** Mining orders and daily payouts (decision 049). */
  miningHistory: string;
  /** Every trade: fast orders, contract positions, coin orders (where an order placed by API key is marked). */
  tradeHistory: string;
  property: string;
  gatheringWay: string;
  security: string;
  /** Identity certification (a higher tier raises the withdrawal limits, decision 043). */
  certify: string;
  /** The terms of service page (the bank card's terms). */
  terms: string;
  contactSupport: () => void;
}

const FundsLinksContext = createContext<FundsLinks | null>(null);

export function FundsLinksProvider({ links, children }: { links: FundsLinks; children: ReactNode }) {
  return <FundsLinksContext.Provider value={links}>{children}</FundsLinksContext.Provider>;
}

export function useFundsLinks(): FundsLinks {
  const links = useContext(FundsLinksContext);
  if (!links) throw new Error('useFundsLinks outside FundsLinksProvider');
  return links;
}
