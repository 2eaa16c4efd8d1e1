import Modal from 'react-bootstrap/Modal';
import { useBlobUrl } from '../hooks/use-proof-picture';
import type { ShownProof } from './PaymentProofThumbnail';

/**
 * A proof of payment at full size, to check against the bank's or the wallet's record. Its URL is
 * its own, so a queue reloading behind it (the thumbnail's URL revoked) leaves the picture whole.
 */
export function ProofDialog({
  proof,
  detail,
  onClose,
}: {
  proof: ShownProof | null;
  detail: string;
  onClose: () => void;
}) {
  const url = useBlobUrl(proof?.picture ?? null);
  return (
    <Modal show={proof !== null} onHide={onClose} size="lg" centered aria-labelledby="proof-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="proof-title">Proof of payment — order {proof?.orderId}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{detail}</p>
        {proof && url && (
          <img
            className="img-fluid d-block mx-auto proof-large"
            src={url}
            alt={`Proof of payment for order ${proof.orderId}`}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
