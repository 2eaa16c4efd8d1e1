import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DELAYS } from '../../../lib/delays';

/**
 * Copies a value someone must type elsewhere (an account number, an amount, a reference) and says
 * "Copied!" for two seconds, as the user-id menu does; a screen reader hears it too.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [said, setSaid] = useState<'Copied!' | 'Copy failed' | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), DELAYS.copiedHint);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setSaid('Copied!'),
      () => setSaid('Copy failed'),
    );
  return (
    <>
      <Button size="sm" variant="outline-secondary" className="copy-button" onClick={() => void copy()}>
        {said ?? 'Copy'}
        <span className="visually-hidden"> {what}</span>
      </Button>
      <span role="status" className="visually-hidden">
        {said ? `${said} ${what}` : ''}
      </span>
    </>
  );
}
