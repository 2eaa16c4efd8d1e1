import { describe, expect, it } from '@jest/globals';
import { parse, type OperationDefinitionNode } from 'graphql';
import { readsOnlyCatalogue } from './catalogue-only.js';

const operation = (document: string) => parse(document).definitions[0] as OperationDefinitionNode;

describe('catalogue-only queries', () => {
  it.each([
    '{ availableProducts { productId productName } }',
    'query Shop { __typename products { productId } productsConnection(first: 5) { totalCount } }',
  ])('%s', (document) => expect(readsOnlyCatalogue(operation(document))).toBe(true));

  it.each([
    '{ availableProducts { productId } myOrders { orderId } }',
    '{ product(productId: "DRD-001") { productId } }',
    '{ ...F } fragment F on Query { availableProducts { productId } }',
    'query($x: Boolean!) { availableProducts @include(if: $x) { productId } }',
    'mutation { logout }',
  ])('not %s', (document) => expect(readsOnlyCatalogue(operation(document))).toBe(false));
});
