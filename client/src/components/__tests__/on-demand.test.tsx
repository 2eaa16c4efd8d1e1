import { act, render, screen } from '@testing-library/react';
import { onDemand } from '../on-demand';

interface DialogProps {
  item: string | null;
}

function Dialog({ item }: DialogProps) {
  return <p>{item ?? 'closed'}</p>;
}

/** A module load that resolves when the test says so. */
function deferredModule() {
  let resolve: (component: typeof Dialog) => void = () => {};
  const load = jest.fn(() => new Promise<typeof Dialog>((done) => (resolve = done)));
  return { load, arrive: () => act(async () => resolve(Dialog)) };
}

/** A dialog that is needed only while it has an item to show. */
function deferredDialog() {
  const module = deferredModule();
  return { ...module, Lazy: onDemand(module.load, { neededWhen: ({ item }: DialogProps) => item !== null }) };
}

describe('onDemand', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads its code on first render and renders nothing until it has arrived', async () => {
    const { load, arrive } = deferredModule();
    const Lazy = onDemand(load);
    const { container } = render(<Lazy item="Tuyo" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
    await arrive();
    expect(screen.getByText('Tuyo')).toBeInTheDocument();
  });

  it('with neededWhen, fetches the code of a closed dialog only once the page is idle', async () => {
    const { load, arrive, Lazy } = deferredDialog();
    render(<Lazy item={null} />);
    expect(load).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('with neededWhen, loads at once when opened before the page is idle, and only once', async () => {
    const { load, arrive, Lazy } = deferredDialog();
    const { rerender } = render(<Lazy item={null} />);
    rerender(<Lazy item="Danggit" />);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByText('Danggit')).toBeInTheDocument();
  });

  it('shows once code that preload started has arrived', async () => {
    const { load, arrive, Lazy } = deferredDialog();
    render(<Lazy item={null} />);
    void Lazy.preload();
    await arrive();
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
