import type { ComplexityEstimatorArgs } from '@nestjs/graphql';

/**
 * Query cost of a field that returns a list: its items' fields count once per
 * expected item, so asking for lists is dearer than asking for one thing.
 */
export const listComplexity =
  (expectedItems: number) =>
  ({ childComplexity }: ComplexityEstimatorArgs): number =>
    1 + childComplexity * expectedItems;

/** Expected sizes of the lists the API returns (a catalogue of some two dozen products, order lists). */
export const EXPECTED_ITEMS = {
  products: 25,
  orders: 50,
  orderLines: 5,
} as const;
