import { useEffect, useState } from 'react';
import { fetchPaymentProof } from '../api/payment-proof-fetch';

/** A proof of payment's picture as fetched: its blob (for a view of its own) and a blob URL this hook owns. */
export type ProofPicture = { state: 'loading' } | { state: 'shown'; url: string; blob: Blob } | { state: 'failed' };

/** Reads an order's proof with the session's token (an <img> cannot send it); null when the server refuses. */
export type ProofFetcher = (orderId: number, signal: AbortSignal) => Promise<Blob | null>;

/**
 * An order's proof of payment, fetched again whenever `version` changes (a second proof keeps the
 * payment PROOF_SENT, so only the version tells); not fetched while `orderId` is null (not wanted
 * yet). Each blob URL is revoked when the picture is replaced or the component goes, and none is
 * made once the effect is cleaned up, so a late answer leaks nothing.
 */
export function useProofPicture(
  orderId: number | null,
  version: string | null | undefined,
  fetchProof: ProofFetcher = fetchPaymentProof,
): ProofPicture {
  const [picture, setPicture] = useState<ProofPicture>({ state: 'loading' });
  useEffect(() => {
    if (orderId === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    setPicture({ state: 'loading' });
    fetchProof(orderId, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        if (!blob) return setPicture({ state: 'failed' });
        url = URL.createObjectURL(blob);
        setPicture({ state: 'shown', url, blob });
      },
      () => {
        if (!controller.signal.aborted) setPicture({ state: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fetchProof, orderId, version]);
  return picture;
}

/** A blob URL of one's own for `blob` while it is given, revoked when it changes or goes (a dialog outliving a list's reload). */
export function useBlobUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
