import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManageProducts } from '../ManageProducts';
import { atPhoneWidth } from '../../../test/phone-width';
import { renderScreen } from '../../../test/kit';
import { bangus, danggit, listed, tinapa } from './catalogue-fixtures';

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
const fieldsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')]);

describe('MANAGE PRODUCTS on a 360 px phone', () => {
  atPhoneWidth();

  it('shows a card per product, no table: name, status, price, type, ID, stock, picture and every button', async () => {
    const counted = { ...tinapa, stockQuantity: 12 };
    renderScreen(<ManageProducts />, { path: '/storefront', mocks: [listed([danggit, bangus, counted])] });
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [, marinated, smoked] = cards();
    expect(within(marinated).getByRole('heading', { level: 2 })).toHaveTextContent('Marinated Bangus');
    expect(within(marinated).getByText('Unavailable')).toHaveClass('badge');
    expect(fieldsOf(marinated)).toEqual([
      ['Product ID', 'MAR-002'],
      ['Price (PHP)', '₱240.00'],
      ['Product Type', 'MARINATED'],
      ['Stock', 'Not tracked'],
      ['Product Image', ''],
    ]);
    expect(within(marinated).getByRole('img', { name: 'Marinated Bangus' })).toHaveAttribute('width', '64');
    expect(fieldsOf(smoked)).toContainEqual(['Stock', '12']);
    const buttons = within(within(marinated).getByRole('group', { name: 'Actions' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'EDIT Marinated Bangus (MAR-002)',
      'STOCK Marinated Bangus (MAR-002)',
      'DELETE Marinated Bangus (MAR-002)',
    ]);
  });

  it('opens Edit Product from a card', async () => {
    renderScreen(<ManageProducts />, { path: '/storefront', mocks: [listed()] });
    await screen.findByRole('list', { name: 'Products' });
    await userEvent.click(screen.getByRole('button', { name: 'EDIT Dried Danggit (DRD-001)' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
  });
});
