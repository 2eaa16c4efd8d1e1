import { act, render, screen } from '@testing-library/react';
import { useBlobUrl, useProofPicture, type ProofFetcher } from '../hooks/use-proof-picture';

const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
let made: string[];
let revoked: string[];

beforeEach(() => {
  made = [];
  revoked = [];
  URL.createObjectURL = jest.fn(() => {
    made.push(`blob:proof-${made.length + 1}`);
    return made[made.length - 1];
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

/** A fetch whose answers the test hands out one by one. */
function pendingFetches() {
  const calls: { orderId: number; signal: AbortSignal; answer: (blob: Blob | null) => Promise<void> }[] = [];
  const fetchProof: ProofFetcher = (orderId, signal) =>
    new Promise((resolve) => {
      calls.push({ orderId, signal, answer: (blob) => act(async () => resolve(blob)) });
    });
  return { fetchProof, calls };
}

function Picture({ fetchProof, version }: { fetchProof: ProofFetcher; version: string | null }) {
  const picture = useProofPicture(7, version, fetchProof);
  return <p>{picture.state === 'shown' ? picture.url : picture.state}</p>;
}

describe('useProofPicture', () => {
  it('fetches the picture again when another proof is sent (a new version), not on every render, and frees the old URL', async () => {
    const { fetchProof, calls } = pendingFetches();
    const { rerender } = render(<Picture fetchProof={fetchProof} version="aaaaaaaaaaaa" />);
    await calls[0].answer(new Blob(['first']));
    expect(screen.getByText('blob:proof-1')).toBeInTheDocument();

    rerender(<Picture fetchProof={fetchProof} version="aaaaaaaaaaaa" />);
    expect(calls).toHaveLength(1);

    rerender(<Picture fetchProof={fetchProof} version="bbbbbbbbbbbb" />);
    expect(calls).toHaveLength(2);
    expect(revoked).toEqual(['blob:proof-1']);
    await calls[1].answer(new Blob(['second']));
    expect(screen.getByText('blob:proof-2')).toBeInTheDocument();
  });

  it('makes no URL for an answer that comes after the component went (or the version changed), so nothing is left unrevoked', async () => {
    const { fetchProof, calls } = pendingFetches();
    const { rerender, unmount } = render(<Picture fetchProof={fetchProof} version="aaaaaaaaaaaa" />);
    rerender(<Picture fetchProof={fetchProof} version="bbbbbbbbbbbb" />);
    expect(calls[0].signal.aborted).toBe(true);
    await calls[0].answer(new Blob(['stale']));
    expect(made).toEqual([]);
    expect(screen.getByText('loading')).toBeInTheDocument();

    unmount();
    expect(calls[1].signal.aborted).toBe(true);
    await calls[1].answer(new Blob(['late']));
    expect(made).toEqual([]);
  });

  it('says so when the server refuses the picture', async () => {
    const { fetchProof, calls } = pendingFetches();
    render(<Picture fetchProof={fetchProof} version="aaaaaaaaaaaa" />);
    await calls[0].answer(null);
    expect(screen.getByText('failed')).toBeInTheDocument();
  });
});

function Large({ blob }: { blob: Blob | null }) {
  return <p>{useBlobUrl(blob) ?? 'none'}</p>;
}

describe('useBlobUrl', () => {
  it('keeps a URL of its own while the blob is given, and revokes it when the blob changes or goes', () => {
    const first = new Blob(['first']);
    const { rerender, unmount } = render(<Large blob={first} />);
    expect(screen.getByText('blob:proof-1')).toBeInTheDocument();
    rerender(<Large blob={first} />);
    expect(made).toEqual(['blob:proof-1']);
    rerender(<Large blob={new Blob(['second'])} />);
    expect(revoked).toEqual(['blob:proof-1']);
    expect(screen.getByText('blob:proof-2')).toBeInTheDocument();
    rerender(<Large blob={null} />);
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(revoked).toEqual(['blob:proof-1', 'blob:proof-2']);
    unmount();
    expect(revoked).toEqual(['blob:proof-1', 'blob:proof-2']);
  });
});
