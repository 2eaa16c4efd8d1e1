import { render, screen } from '@testing-library/react';
import { ProductCard } from '../components/ProductCard';
import { stockNote, stockProblem } from '../../../lib/stock';
import { availabilityOf } from '@waters/domain';
import { DANGGIT } from '../../../test/fixtures';

/** What the server tells customers for this many units on hand (null: not tracked). */
const onHand = (stock: number | null) => ({ __typename: 'Availability' as const, ...availabilityOf(stock) });

describe('stock as customers see it', () => {
  it('says how many are left only when few are, and "Out of stock" at none', () => {
    expect(stockNote({ productName: 'Danggit', availability: onHand(null) })).toBeNull();
    expect(stockNote({ productName: 'Danggit', availability: onHand(11) })).toBeNull();
    expect(stockNote({ productName: 'Danggit', availability: onHand(10) })).toBe('Only 10 left');
    expect(stockNote({ productName: 'Danggit', availability: onHand(0) })).toBe('Out of stock');
  });

  it('refuses more in the cart than is left, with the words the server uses', () => {
    expect(stockProblem({ productName: 'Danggit', availability: onHand(null) }, 999)).toBeNull();
    expect(stockProblem({ productName: 'Danggit', availability: onHand(3) }, 3)).toBeNull();
    expect(stockProblem({ productName: 'Danggit', availability: onHand(3) }, 4)).toBe('Only 3 left of Danggit.');
    expect(stockProblem({ productName: 'Danggit', availability: onHand(0) }, 1)).toBe('Danggit is out of stock.');
  });

  it('shows "Only N left" on the card, and an out-of-stock product cannot be added', () => {
    const { rerender } = render(
      <ProductCard
        product={{ ...DANGGIT, availability: onHand(2) }}
        onAddToCart={() => true}
        onView={() => undefined}
      />,
    );
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart: Danggit' })).toBeEnabled();
    rerender(
      <ProductCard
        product={{ ...DANGGIT, availability: onHand(0) }}
        onAddToCart={() => true}
        onView={() => undefined}
      />,
    );
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart: Danggit' })).toBeDisabled();
  });
});
