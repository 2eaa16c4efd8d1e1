import { useEffect, useState } from 'react';
import { fetchPaymentProof } from '../api/payment-proof';

/** A proof of payment shown large: the order and its picture (a blob URL the thumbnail owns). */
export interface ShownProof {
  orderId: number;
  url: string;
}

type Proof = { state: 'loading' } | { state: 'shown'; url: string } | { state: 'failed' };

/**
 * The customer's proof of payment as a small picture that opens it large. It is fetched with the
 * employee's token into a blob URL, freed when the row goes.
 */
export function PaymentProofThumbnail({ orderId, onOpen }: { orderId: number; onOpen: (proof: ShownProof) => void }) {
  const [proof, setProof] = useState<Proof>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setProof({ state: 'loading' });
    fetchPaymentProof(orderId, controller.signal).then(
      (fetched) => {
        url = fetched;
        if (controller.signal.aborted) return;
        setProof(fetched ? { state: 'shown', url: fetched } : { state: 'failed' });
      },
      () => {
        if (!controller.signal.aborted) setProof({ state: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [orderId]);

  if (proof.state === 'loading') return <div className="small text-body-secondary">Loading proof…</div>;
  if (proof.state === 'failed') return <div className="small text-danger-emphasis">The proof could not be loaded.</div>;
  return (
    <button type="button" className="btn p-0 border proof-thumbnail" onClick={() => onOpen({ orderId, url: proof.url })}>
      <img src={proof.url} alt={`Proof of payment for order ${orderId}, open large`} width={64} height={64} />
    </button>
  );
}
