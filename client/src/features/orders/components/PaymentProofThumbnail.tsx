import { useNearScreen } from '../../../hooks/use-near-screen';
import { useProofPicture } from '../hooks/use-proof-picture';

/** A proof of payment shown large: the order and its picture (the dialog makes a URL of its own from it). */
export interface ShownProof {
  orderId: number;
  picture: Blob;
}

/**
 * The customer's proof of payment as a small picture that opens it large. It is fetched with the
 * employee's token into a blob URL once its row comes near the screen (a page of the queue holds up
 * to 50), fetched again when another proof is sent (`version`), freed when the row goes.
 */
export function PaymentProofThumbnail({
  orderId,
  version,
  onOpen,
}: {
  orderId: number;
  version: string | null | undefined;
  onOpen: (proof: ShownProof) => void;
}) {
  const [placeholder, near] = useNearScreen<HTMLDivElement>();
  const proof = useProofPicture(near ? orderId : null, version);
  if (proof.state === 'loading')
    return (
      <div ref={placeholder} className="small text-body-secondary">
        Loading proof…
      </div>
    );
  if (proof.state === 'failed') return <div className="small text-danger-emphasis">The proof could not be loaded.</div>;
  return (
    <button
      aria-haspopup="dialog"
      type="button"
      className="btn p-0 border proof-thumbnail"
      onClick={() => onOpen({ orderId, picture: proof.blob })}
    >
      <img src={proof.url} alt={`Proof of payment for order ${orderId}, open large`} width={64} height={64} />
    </button>
  );
}
