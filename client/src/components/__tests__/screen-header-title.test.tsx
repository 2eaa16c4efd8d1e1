import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { titleCase } from '../../hooks/use-page-title';
import { ScreenHeader } from '../ScreenHeader';

describe('the tab title follows the screen heading', () => {
  it('turns the upper-case headings into title case', () => {
    expect(titleCase('YOUR SHOPPING CART')).toBe('Your Shopping Cart');
    expect(titleCase('ORDER ACTIVITY LOG')).toBe('Order Activity Log');
    expect(titleCase('AVAILABLE PRODUCTS')).toBe('Available Products');
  });

  it('titles the tab "<Heading> | WATERS"', () => {
    document.title = 'Home | WATERS';
    render(
      <MemoryRouter>
        <ScreenHeader title="YOUR PENDING ORDERS" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Your Pending Orders | WATERS');
  });
});
