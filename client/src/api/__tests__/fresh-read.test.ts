import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { FRESH_READ } from '../fresh-read';

const ORDER = gql`
  query Order {
    order {
      id
      step
    }
  }
`;

/**
 * A server whose order moves on while requests are on their way: each answer is what it read when the
 * request arrived. The page is told of two changes in a row and reads the order again after each.
 */
async function twoChangesInARow(context?: typeof FRESH_READ) {
  let step = 'APPROVED';
  let requests = 0;
  const link = new ApolloLink(() => {
    requests += 1;
    const read = step;
    return new Observable((observer) => {
      setTimeout(() => {
        observer.next({ data: { order: { __typename: 'Order', id: 1, step: read } } });
        observer.complete();
      }, 30);
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const order = client.watchQuery({ query: ORDER, fetchPolicy: 'cache-and-network', context });
  const subscription = order.subscribe({});
  await new Promise((resolve) => setTimeout(resolve, 60));
  step = 'PACKED';
  const first = order.refetch();
  await new Promise((resolve) => setTimeout(resolve, 5));
  step = 'OUT_FOR_DELIVERY';
  const second = order.refetch();
  await Promise.allSettled([first, second]);
  subscription.unsubscribe();
  return { requests, shown: client.readQuery<{ order: { step: string } }>({ query: ORDER })?.order.step };
}

describe('FRESH_READ', () => {
  it('reads again after the second change even while the first read is on its way', async () => {
    expect(await twoChangesInARow(FRESH_READ)).toEqual({ requests: 3, shown: 'OUT_FOR_DELIVERY' });
  });

  it('is needed: Apollo Client joins an identical request to the one on its way, read before the change', async () => {
    expect(await twoChangesInARow()).toEqual({ requests: 2, shown: 'PACKED' });
  });
});
