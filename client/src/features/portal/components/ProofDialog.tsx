import Modal from 'react-bootstrap/Modal';
import type { ShownProof } from './PaymentProofThumbnail';

/** A proof of payment at full size, to check against the bank's or the wallet's record. */
export function ProofDialog({ proof, detail, onClose }: { proof: ShownProof | null; detail: string; onClose: () => void }) {
  return (
    <Modal show={proof !== null} onHide={onClose} size="lg" centered aria-labelledby="proof-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="proof-title">Proof of payment — order {proof?.orderId}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{detail}</p>
        {proof && <img className="img-fluid d-block mx-auto proof-large" src={proof.url} alt={`Proof of payment for order ${proof.orderId}`} />}
      </Modal.Body>
    </Modal>
  );
}
