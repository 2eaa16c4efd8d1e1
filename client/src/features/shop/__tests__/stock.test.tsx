import { render, screen } from '@testing-library/react';
import { ProductCard } from '../components/ProductCard';
import { stockNote, stockProblem } from '../utils/stock';
import { DANGGIT } from '../../../test/fixtures';

describe('stock as customers see it', () => {
  it('says how many are left only when few are, and "Out of stock" at none', () => {
    expect(stockNote({ productName: 'Danggit', stockQuantity: null })).toBeNull();
    expect(stockNote({ productName: 'Danggit', stockQuantity: 11 })).toBeNull();
    expect(stockNote({ productName: 'Danggit', stockQuantity: 10 })).toBe('Only 10 left');
    expect(stockNote({ productName: 'Danggit', stockQuantity: 0 })).toBe('Out of stock');
  });

  it('refuses more in the cart than is left, with the words the server uses', () => {
    expect(stockProblem({ productName: 'Danggit', stockQuantity: null }, 999)).toBeNull();
    expect(stockProblem({ productName: 'Danggit', stockQuantity: 3 }, 3)).toBeNull();
    expect(stockProblem({ productName: 'Danggit', stockQuantity: 3 }, 4)).toBe('Only 3 left of Danggit.');
    expect(stockProblem({ productName: 'Danggit', stockQuantity: 0 }, 1)).toBe('Danggit is out of stock.');
  });

  it('shows "Only N left" on the card, and an out-of-stock product cannot be added', () => {
    const { rerender } = render(<ProductCard product={{ ...DANGGIT, stockQuantity: 2 }} onAddToCart={() => true} onView={() => undefined} />);
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart: Danggit' })).toBeEnabled();
    rerender(<ProductCard product={{ ...DANGGIT, stockQuantity: 0 }} onAddToCart={() => true} onView={() => undefined} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart: Danggit' })).toBeDisabled();
  });
});
