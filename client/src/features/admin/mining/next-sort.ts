// Where "New product" places a mining product unless staff choose otherwise (decision 058).

/** The place after every listed product: one more than the highest `sort` (1 for an empty list). */
export function nextProductSort(products: readonly { sort: number }[]): number {
  return Math.max(0, ...products.map((p) => p.sort)) + 1;
}
