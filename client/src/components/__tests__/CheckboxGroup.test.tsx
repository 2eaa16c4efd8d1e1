import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { checkboxId, CheckboxGroup, focusCheckboxGroup, type CheckboxGroupProps } from '../CheckboxGroup';

const OPTIONS = [
  { value: 'order.placed', description: 'A customer placed an order.' },
  { value: 'order.cancelled', description: 'An order was cancelled.' },
  { value: 'stock.low', description: 'A product runs low.' },
];

/** The group as a form holds it: the chosen values in its state. */
function Chooser({ initial = [], onChange, ...extra }: Partial<CheckboxGroupProps> & { initial?: string[] }) {
  const [chosen, setChosen] = useState<string[]>(initial);
  return (
    <CheckboxGroup
      id="events"
      optionIdPrefix="event"
      legend="Events"
      options={OPTIONS}
      chosen={chosen}
      onChange={(next) => {
        setChosen(next);
        onChange?.(next);
      }}
      {...extra}
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend, a box per option with its description, the hint under the legend', () => {
    render(<Chooser required hint="What the endpoint is told of." labelClassName="font-monospace" />);
    const group = screen.getByRole('group', { name: 'Events' });
    expect(group).toHaveAttribute('id', 'events');
    expect(group).not.toHaveAttribute('aria-describedby');
    expect(within(group).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(within(group).getByText('What the endpoint is told of.')).toHaveClass('form-text');
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.id)).toEqual(['event-order-placed', 'event-order-cancelled', 'event-stock-low']);
    expect(within(group).getByRole('checkbox', { name: 'order.cancelled' })).toHaveAccessibleDescription(
      'An order was cancelled.',
    );
    expect(within(group).getByText('order.cancelled')).toHaveClass('form-check-label', 'font-monospace');
    for (const box of boxes) {
      expect(box).not.toBeChecked();
      expect(box).not.toHaveAttribute('aria-invalid');
    }
  });

  it('without required or a hint: no asterisk, no hint', () => {
    render(<Chooser />);
    expect(screen.getByRole('group', { name: 'Events' })).toBeInTheDocument();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(document.querySelector('.form-text.mb-2')).toBeNull();
  });

  it('ticking and clearing boxes gives the chosen values in the options’ order', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Chooser onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'stock.low' }));
    await user.click(screen.getByRole('checkbox', { name: 'order.placed' }));
    expect(onChange).toHaveBeenLastCalledWith(['order.placed', 'stock.low']);
    expect(screen.getByRole('checkbox', { name: 'order.placed' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'stock.low' }));
    expect(onChange).toHaveBeenLastCalledWith(['order.placed']);
    expect(screen.getByRole('checkbox', { name: 'stock.low' })).not.toBeChecked();
  });

  it('a message describes the group and marks every box invalid', () => {
    render(<Chooser error="Choose at least one event." />);
    const group = screen.getByRole('group', { name: 'Events' });
    expect(group).toHaveAccessibleDescription('Choose at least one event.');
    expect(screen.getByText('Choose at least one event.')).toHaveAttribute('id', 'events-error');
    for (const box of within(group).getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveClass('is-invalid');
    }
  });

  it('focusCheckboxGroup takes the focus to the first box; checkboxId names a box', () => {
    render(<Chooser initial={['stock.low']} />);
    focusCheckboxGroup('events');
    expect(screen.getByRole('checkbox', { name: 'order.placed' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'stock.low' })).toBeChecked();
    expect(checkboxId('api-key-scope', 'orders:read')).toBe('api-key-scope-orders-read');
    expect(() => focusCheckboxGroup('no-such-group')).not.toThrow();
  });
});
