import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type GqlResult, type TestApp } from './support/test-app.js';

const PAGE = `query($first: Int!, $after: String, $search: String, $type: ProductType, $status: ProductStatus, $sort: CatalogueSort) {
  productsConnection(first: $first, after: $after, search: $search, type: $type, status: $status, sort: $sort) {
    totalCount pageInfo { hasNextPage endCursor } nodes { productId productName productPrice productType productStatus }
  }
}`;

type Node = {
  productId: string;
  productName: string;
  productPrice: number;
  productType: string;
  productStatus: string;
};
type Args = { search?: string; type?: string; status?: string; sort?: string };

eachDatabase('catalogue search, filter and sort', (driver) => {
  let t: TestApp;
  let employee: string;

  beforeAll(async () => {
    t = await startTestApp(driver);
    employee = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    await t.gql(
      'mutation { editProduct(input: { productId: "SMK-002", productStatus: Unavailable }) { productId } }',
      {},
      employee,
    );
  });
  afterAll(() => t?.close());

  /** Every page, following endCursor, and the totals each page reported. */
  async function walk(args: Args, first = 3): Promise<{ nodes: Node[]; totals: Set<number> }> {
    const nodes: Node[] = [];
    const totals = new Set<number>();
    let after: string | null = null;
    do {
      const result: GqlResult = await t.gql(PAGE, { first, after, ...args }, employee);
      expect(result.errors).toBeUndefined();
      const page: { nodes: Node[]; totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null } } =
        result.data!.productsConnection;
      nodes.push(...page.nodes);
      totals.add(page.totalCount);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return { nodes, totals };
  }

  it('finds products by part of the name in any case, or part of the ID', async () => {
    const bangus = await walk({ search: 'bangus' });
    expect(bangus.nodes.map((n) => n.productId)).toEqual(['MAR-001', 'MAR-003', 'SMK-001', 'SMK-002']);
    expect(bangus.totals).toEqual(new Set([4]));
    expect((await walk({ search: '  BANGUS ' })).nodes).toHaveLength(4);
    expect((await walk({ search: 'smk-00' })).nodes).toHaveLength(8);
    expect((await walk({ search: 'lapu-lapu' })).nodes).toEqual([]);
  });

  it('narrows by type and status, together with a search', async () => {
    expect((await walk({ type: 'MARINATED' })).nodes.map((n) => n.productId)).toEqual([
      'MAR-001',
      'MAR-002',
      'MAR-003',
    ]);
    expect((await walk({ status: 'Unavailable' })).nodes.map((n) => n.productId)).toEqual(['SMK-002']);
    expect(
      (await walk({ search: 'bangus', type: 'SMOKED', status: 'Available' })).nodes.map((n) => n.productId),
    ).toEqual(['SMK-001']);
  });

  it('sorts by name, by price either way, and by type and ID by default, page after page', async () => {
    const all = (await walk({}, 100)).nodes;
    expect(all).toHaveLength(23);
    expect((await walk({})).nodes).toEqual(all);

    const byName = (await walk({ sort: 'NAME' })).nodes.map((n) => n.productName);
    expect(byName).toEqual(
      [...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
    expect(byName).toHaveLength(23);

    const cheapest = (await walk({ sort: 'PRICE_ASC' })).nodes;
    expect(cheapest).toHaveLength(23);
    expect(cheapest.map((n) => n.productPrice)).toEqual([...cheapest.map((n) => n.productPrice)].sort((a, b) => a - b));
    // Equal prices (₱150.00 twice) in ID order, so the cursor never skips or repeats one.
    expect(new Set(cheapest.map((n) => n.productId)).size).toBe(23);

    const dearest = (await walk({ sort: 'PRICE_DESC', type: 'DRIED' })).nodes.map((n) => n.productPrice);
    expect(dearest).toEqual([320, 285, 230, 210, 200, 195, 180, 165, 150, 140, 120, 110]);
  });

  it('refuses a cursor of another sort and an overlong search as bad input', async () => {
    const first = await t.gql(PAGE, { first: 2, sort: 'PRICE_ASC' }, employee);
    const cursor = first.data!.productsConnection.pageInfo.endCursor;
    const wrong = await t.gql(PAGE, { first: 2, after: cursor, sort: 'NAME' }, employee);
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const long = await t.gql(PAGE, { first: 2, search: 'x'.repeat(121) }, employee);
    expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
