import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProductSummary } from '../../lib/api/product-list';
import { MODE_COLOR, type TradeMode } from '../../lib/trading/mode';
import type { TourScreen } from '../../lib/trading/tours';
import { ModeBar } from './mode-bar';
import { ProductPicker } from './product-picker';
import { useTourEntry } from './tour-entry';

/** What a trading screen hands its order panel: the products and the chosen one, the mode. */
export interface TradeFrame {
  products: ProductSummary[];
  product: ProductSummary | undefined;
  onProduct: (id: number) => void;
  mode: TradeMode;
  onMode: (mode: TradeMode) => void;
  /** Demo is the only mode (guests, the /demo page): a fixed demo badge replaces the switch. */
  demoOnly: boolean;
}

interface Props extends TradeFrame {
  /** `fast`, `contract` or `spot`: the panel is `<prefix>-panel`, its parts `<prefix>-symbol`, `<prefix>-balance`, …; the screen's guided tour. */
  testPrefix: TourScreen;
  /** The order inputs and buttons of the kind of trading. */
  children: ReactNode;
}

/**
 * The order panel's frame for fast and contract trading: the product with its live price, the
 * real/demo switch with the mode's balance, then the order's own inputs. The panel's top edge
 * carries the mode's colour, like the switch. In demo mode the screen's guided tour is offered
 * above it on a first visit, and its Tour button sits beside the demo balance (decision 104).
 */
export function TradePanel({ products, product, onProduct, mode, onMode, demoOnly, testPrefix, children }: Props) {
  const tour = useTourEntry(testPrefix, mode);
  return (
    <Card
      withBorder
      padding="md"
      data-testid={`${testPrefix}-panel`}
      data-mode={mode}
      style={{ borderTop: `4px solid var(--mantine-color-${MODE_COLOR[mode]}-filled)` }}
    >
      <Stack gap="sm">
        {tour.offer}
        <ProductPicker products={products} product={product} onProduct={onProduct} testPrefix={testPrefix} />
        <ModeBar mode={mode} onMode={onMode} demoOnly={demoOnly} testPrefix={testPrefix} aside={tour.button} />
        {children}
      </Stack>
      {tour.tour}
    </Card>
  );
}
