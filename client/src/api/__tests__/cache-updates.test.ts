import { gql, InMemoryCache } from '@apollo/client';
import { addToCachedList, evictFromCache } from '../cache-updates';

const KEYS = gql`
  query Keys {
    apiKeys {
      id
      name
    }
  }
`;
const key = (id: string) => ({ __typename: 'ApiKey', id, name: `Key ${id}` });
const names = (cache: InMemoryCache) =>
  cache.readQuery<{ apiKeys: { name: string }[] }>({ query: KEYS })?.apiKeys.map((item) => item.name);

function cacheWith(ids: string[]) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: KEYS, data: { apiKeys: ids.map(key) } });
  return cache;
}

describe('cache updates', () => {
  it('addToCachedList puts a created object at the start or the end of a root list', () => {
    const cache = cacheWith(['1', '2']);
    cache.writeFragment({
      fragment: gql`
        fragment New on ApiKey {
          id
          name
        }
      `,
      data: key('3'),
    });
    cache.writeFragment({
      fragment: gql`
        fragment New on ApiKey {
          id
          name
        }
      `,
      data: key('4'),
    });
    addToCachedList(cache, 'apiKeys', key('3'), 'start');
    expect(names(cache)).toEqual(['Key 3', 'Key 1', 'Key 2']);
    addToCachedList(cache, 'apiKeys', key('4'), 'end');
    expect(names(cache)).toEqual(['Key 3', 'Key 1', 'Key 2', 'Key 4']);
  });

  it('addToCachedList does nothing without an object (a refused mutation)', () => {
    const cache = cacheWith(['1']);
    addToCachedList(cache, 'apiKeys', undefined, 'start');
    addToCachedList(cache, 'apiKeys', null, 'end');
    expect(names(cache)).toEqual(['Key 1']);
  });

  it('evictFromCache takes an object out of every list that held it', () => {
    const cache = cacheWith(['1', '2']);
    evictFromCache(cache, { __typename: 'ApiKey', id: '1' });
    expect(names(cache)).toEqual(['Key 2']);
    expect(cache.extract()['ApiKey:1']).toBeUndefined();
    // An object the cache cannot name is let be.
    expect(() => evictFromCache(cache, { __typename: 'ApiKey' })).not.toThrow();
    expect(names(cache)).toEqual(['Key 2']);
  });
});
