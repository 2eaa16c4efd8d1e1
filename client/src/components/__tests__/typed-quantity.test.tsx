import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantitySelector } from '../QuantitySelector';

function Card() {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <QuantitySelector productName="Danggit" value={quantity} onChange={setQuantity} />
      <p data-testid="chosen">{quantity}</p>
      <button type="button">Add to Cart</button>
    </>
  );
}

const box = () => screen.getByRole('spinbutton', { name: 'Quantity of Danggit' });
const chosen = () => screen.getByTestId('chosen').textContent;

describe('a typed quantity', () => {
  it('is a labelled spin button that opens the number pad on phones', () => {
    render(<Card />);
    expect(box()).toHaveAttribute('inputmode', 'numeric');
    expect(box()).toHaveAttribute('aria-valuemin', '1');
    expect(box()).toHaveAttribute('aria-valuemax', '999');
    expect(box()).toHaveAttribute('aria-valuenow', '1');
    expect(box()).toHaveValue('1');
  });

  it('is taken as typed, held to 1 … 999 with the limit said, and shown as taken once the box is left', async () => {
    const user = userEvent.setup();
    render(<Card />);
    await user.clear(box());
    await user.type(box(), '12');
    expect(chosen()).toBe('12');
    expect(box()).not.toHaveAttribute('aria-describedby');
    await user.clear(box());
    await user.type(box(), '0');
    expect(chosen()).toBe('1');
    expect(box()).toHaveAccessibleDescription('At least 1.');
    await user.tab();
    expect(box()).toHaveValue('1');
    await user.clear(box());
    await user.type(box(), '9999');
    expect(box()).toHaveValue('9999');
    expect(chosen()).toBe('999');
    expect(screen.getByText('At most 999 per product.')).toBeVisible();
    expect(box()).toHaveAccessibleDescription('At most 999 per product.');
    await user.tab();
    expect(box()).toHaveValue('999');
    await user.clear(box());
    await user.type(box(), '50000');
    expect(box()).toHaveValue('5000');
    await user.clear(box());
    await user.type(box(), 'x9y');
    expect(box()).toHaveValue('9');
    expect(chosen()).toBe('9');
    expect(screen.queryByText('At most 999 per product.')).not.toBeInTheDocument();
    // Cleared and left: the quantity it had stays.
    await user.clear(box());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(box()).toHaveValue('9');
  });

  it('steps with the arrow keys and the − / + buttons, within the range', async () => {
    const user = userEvent.setup();
    render(<Card />);
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    expect(chosen()).toBe('1');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(chosen()).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Danggit' }));
    expect(box()).toHaveValue('4');
    await user.clear(box());
    await user.type(box(), '999');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Danggit' }));
    expect(box()).toHaveValue('999');
    expect(screen.getByText('At most 999 per product.')).toBeVisible();
  });
});
