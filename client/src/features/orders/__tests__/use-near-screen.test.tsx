import { act, render, screen } from '@testing-library/react';
import { useNearScreen } from '../../../hooks/use-near-screen';
import { useProofPicture, type ProofFetcher } from '../hooks/use-proof-picture';

/** A stand-in for the browser's IntersectionObserver: the test says when an element comes near. */
class FakeObserver {
  static watching = new Map<Element, FakeObserver>();
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(element: Element) {
    FakeObserver.watching.set(element, this);
  }
  disconnect() {
    for (const [element, observer] of FakeObserver.watching)
      if (observer === this) FakeObserver.watching.delete(element);
  }
  static comeNear(element: Element) {
    const observer = FakeObserver.watching.get(element);
    act(() =>
      observer?.report(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      ),
    );
  }
}

function Thumbnail({ orderId, fetchProof }: { orderId: number; fetchProof: ProofFetcher }) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const picture = useProofPicture(near ? orderId : null, 'aaaaaaaaaaaa', fetchProof);
  return (
    <div ref={ref} data-testid={`row-${orderId}`}>
      {picture.state}
    </div>
  );
}

describe('useNearScreen', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    FakeObserver.watching.clear();
  });

  it('fetches a proof only once its row comes near the screen, and stops watching then', async () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const asked: number[] = [];
    const fetchProof: ProofFetcher = (orderId) => {
      asked.push(orderId);
      return new Promise(() => {});
    };
    render(
      <>
        {[1, 2, 3].map((id) => (
          <Thumbnail key={id} orderId={id} fetchProof={fetchProof} />
        ))}
      </>,
    );
    expect(asked).toEqual([]);
    expect(FakeObserver.watching.size).toBe(3);
    FakeObserver.comeNear(screen.getByTestId('row-2'));
    expect(asked).toEqual([2]);
    expect(FakeObserver.watching.size).toBe(2);
    FakeObserver.comeNear(screen.getByTestId('row-3'));
    expect(asked).toEqual([2, 3]);
  });

  it('fetches at once where the browser cannot tell what is near', () => {
    const asked: number[] = [];
    render(<Thumbnail orderId={9} fetchProof={(orderId) => (asked.push(orderId), new Promise(() => {}))} />);
    expect(asked).toEqual([9]);
  });
});
