import { DELAYS } from '../messages';
import { MAX_TOASTS, resetToasts, subscribeToasts, toast, type Toast } from '../toast';

describe('toasts', () => {
  let shown: readonly Toast[] = [];
  let unsubscribe: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    unsubscribe = subscribeToasts((t) => (shown = t));
  });
  afterEach(() => {
    unsubscribe();
    resetToasts();
    jest.useRealTimers();
  });

  it('keeps success toasts until closed and hides failure toasts after exactly 2 s', () => {
    toast.success('Order placed successfully!');
    toast.failure('Failed to place order.');
    jest.advanceTimersByTime(DELAYS.failureToast - 1);
    expect(shown.map((t) => t.text)).toEqual(['Order placed successfully!', 'Failed to place order.']);
    jest.advanceTimersByTime(1);
    expect(shown.map((t) => t.text)).toEqual(['Order placed successfully!']);
    jest.advanceTimersByTime(60_000);
    expect(shown.map((t) => t.text)).toEqual(['Order placed successfully!']);
  });

  it('shows the same notice once, and never more than three at a time', () => {
    toast.success('Fetched orders.');
    toast.success('Fetched orders.');
    expect(shown.map((t) => t.text)).toEqual(['Fetched orders.']);
    for (const text of ['a', 'b', 'c']) toast.success(text);
    expect(shown).toHaveLength(MAX_TOASTS);
    expect(shown.map((t) => t.text)).toEqual(['a', 'b', 'c']);
  });
});
