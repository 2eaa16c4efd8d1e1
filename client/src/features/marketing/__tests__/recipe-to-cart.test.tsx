import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { RECIPES } from '../../../content/recipes';
import { readCart } from '../../../state/cart';
import { notifySessionChanged } from '../../../state/session';
import { renderAt, signIn } from '../../../test/kit';
import type { CatalogueEntry } from '../product-page/use-catalogue-prices';
import { packsFor, recipeLines } from '../recipes/recipe-packs';

const GINATAAN = 'Ginataang Papaya with Anchovies and Hibe';
const DILIS = 'Dilis (Dried Anchovies) 200 g';
const HIBE = 'Hibe (Dried Small Shrimp) 100 g';

const entry = (
  productId: string,
  productName: string,
  productPrice: number,
  availability: CatalogueEntry['availability'] = { status: 'IN_STOCK', unitsLeft: null },
): CatalogueEntry => ({
  productId,
  productName,
  productPrice,
  productType: 'DRIED',
  productImage: `/images/products/dried/${productId}.webp`,
  packSize: null,
  availability,
});

/** The public catalogue's answer, for every request to /graphql; the requests are counted. */
function answerCatalogue(...catalogue: CatalogueEntry[]) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ data: { catalogue } }), { status: 200 })));
}

const recipe = () => screen.getByRole('article', { name: GINATAAN });

describe('scaling a recipe’s products to servings', () => {
  it('rounds up to whole packs, never below one, without float noise', () => {
    expect(packsFor(0.25, 4, 4)).toBe(1);
    expect(packsFor(0.25, 4, 16)).toBe(1);
    expect(packsFor(0.25, 4, 17)).toBe(2);
    expect(packsFor(0.2, 4, 20)).toBe(1); // 0.2 × 20 / 4 is 1.0000000000000002 in floating point
    expect(packsFor(0.5, 4, 50)).toBe(7);
    expect(packsFor(0.16, 4, 1)).toBe(1);
    expect(packsFor(2, 4, 1)).toBe(1);
  });

  it('agrees with exact arithmetic on any hundredths of a pack, base and servings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 50 }),
        (hundredths, base, servings) => {
          const exact = Math.max(1, Math.floor((hundredths * servings + 100 * base - 1) / (100 * base)));
          return packsFor(hundredths / 100, base, servings) === exact;
        },
      ),
    );
  });

  it('names each product as the catalogue does, and every recipe naming a WATERS product lists it', () => {
    const ginataan = RECIPES.find((r) => r.title === GINATAAN)!;
    expect(recipeLines(ginataan, 20)).toEqual([
      { productId: 'DRD-003', name: DILIS, packs: 2 },
      { productId: 'DRD-008', name: HIBE, packs: 2 },
    ]);
    for (const r of RECIPES) {
      const named = r.ingredients.filter((line) => line.includes('WATERS')).length;
      expect([r.id, r.uses?.length ?? 0]).toEqual([r.id, named]);
      for (const line of recipeLines(r, r.servings)) expect(line.name).not.toBe(line.productId);
    }
  });
});

describe('a recipe’s products on the recipes page', () => {
  afterEach(() => {
    // Unmounted first: signing out must not re-render a finished test's page.
    cleanup();
    jest.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
    notifySessionChanged();
  });

  it('shows a visitor the products as links with the packs for the chosen servings, and "Log in to order"', async () => {
    const fetchMock = answerCatalogue();
    renderAt('/food-recipe');
    await screen.findByRole('article', { name: GINATAAN });
    const products = within(recipe()).getByRole('region', { name: 'WATERS products in this recipe' });
    expect(within(products).getByRole('link', { name: DILIS })).toHaveAttribute('href', '/products/DRD-003');
    expect(within(products).getByRole('link', { name: HIBE })).toHaveAttribute('href', '/products/DRD-008');
    const servings = within(products).getByRole('spinbutton', { name: `Servings of ${GINATAAN}` });
    expect(servings).toHaveValue(4);
    expect(
      within(products)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${DILIS}: 1 pack`, `${HIBE}: 1 pack`]);

    await userEvent.clear(servings);
    await userEvent.type(servings, '17');
    expect(
      within(products)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${DILIS}: 2 packs`, `${HIBE}: 2 packs`]);
    await userEvent.type(servings, '9'); // 179: held to 50
    expect(servings).toHaveValue(50);
    expect(within(products).getAllByRole('listitem')[0]).toHaveTextContent('4 packs');
    await userEvent.click(within(products).getByRole('button', { name: `More servings of ${GINATAAN}` }));
    expect(servings).toHaveValue(50);
    await userEvent.clear(servings);
    await userEvent.type(servings, '1');
    await userEvent.click(within(products).getByRole('button', { name: `Fewer servings of ${GINATAAN}` }));
    expect(servings).toHaveValue(1);

    expect(within(products).getByRole('link', { name: 'Log in to order' })).toHaveAttribute('href', '/login-page');
    expect(screen.queryByRole('button', { name: 'Add the ingredients to the cart' })).not.toBeInTheDocument();
    // Recipes without WATERS products have no such part; a visitor's page asks for no prices.
    expect(
      within(screen.getByRole('article', { name: 'Cod Fish Menudo' })).queryByRole('spinbutton'),
    ).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a customer the scaled packs of each product at the catalogue’s prices, with one request for the page', async () => {
    signIn('Customer', 'cust-recipe');
    const fetchMock = answerCatalogue(entry('DRD-003', DILIS, 120), entry('DRD-008', HIBE, 95));
    renderAt('/food-recipe');
    const add = await within(await screen.findByRole('article', { name: GINATAAN })).findByRole('button', {
      name: 'Add the ingredients to the cart',
    });
    await waitFor(() => expect(add).toBeEnabled());
    const servings = within(recipe()).getByRole('spinbutton', { name: `Servings of ${GINATAAN}` });
    await userEvent.clear(servings);
    await userEvent.type(servings, '20');
    await userEvent.click(add);
    expect(readCart('cust-recipe').map((item) => [item.ProductId, item.Quantity, item.ProductPrice])).toEqual([
      ['DRD-003', 2, 120],
      ['DRD-008', 2, 95],
    ]);
    expect(await screen.findByText(`${HIBE} added to cart!`)).toBeInTheDocument();
    expect(within(recipe()).getByRole('status')).toHaveTextContent(`Added for 20 servings: ${DILIS} × 2; ${HIBE} × 2.`);
    expect(screen.queryByRole('link', { name: 'Log in to order' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('adds what stock allows and says why the rest was refused', async () => {
    signIn('Customer', 'cust-recipe');
    answerCatalogue(entry('DRD-003', DILIS, 120), entry('DRD-008', HIBE, 95, { status: 'LOW_STOCK', unitsLeft: 1 }));
    renderAt('/food-recipe#ginataang-papaya');
    const add = await within(await screen.findByRole('article', { name: GINATAAN })).findByRole('button', {
      name: 'Add the ingredients to the cart',
    });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(within(recipe()).getByRole('button', { name: `More servings of ${GINATAAN}` }));
    await userEvent.clear(within(recipe()).getByRole('spinbutton'));
    await userEvent.type(within(recipe()).getByRole('spinbutton'), '30');
    await userEvent.click(add);
    expect(readCart('cust-recipe').map((item) => [item.ProductId, item.Quantity])).toEqual([['DRD-003', 2]]);
    expect(await screen.findByText(`Only 1 left of ${HIBE}.`)).toBeInTheDocument();
  });

  it('shows an employee the products but neither Add nor "Log in to order"', async () => {
    signIn('Employee', 'emp-recipe');
    answerCatalogue();
    renderAt('/food-recipe');
    await screen.findByRole('article', { name: GINATAAN });
    expect(within(recipe()).getByRole('link', { name: DILIS })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the ingredients to the cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to order' })).not.toBeInTheDocument();
  });
});
