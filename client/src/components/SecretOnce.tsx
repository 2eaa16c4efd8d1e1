import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { DELAYS } from '../lib/messages';

/** How long "Copied!" shows, as in the account menu. */
export const SECRET_COPIED_HINT_MS = DELAYS.copiedHint;

export interface SecretOnceProps {
  /**
   * The ids' stem: the panel is labelled by its heading (`${id}-title`), and the field described by
   * the warning (`${id}-warning`) and, with `usageDescribes`, by the usage note (`${id}-use`).
   */
  id: string;
  /** The field's id (`${id}-secret` when not given). */
  inputId?: string;
  /** More classes of the panel (a card with a warning border). */
  className?: string;
  title: ReactNode;
  /** What the secret is for, between the heading and the warning. */
  intro?: ReactNode;
  /** Why to copy it now: the warning the field is described by. */
  warning: ReactNode;
  label: string;
  secret: string;
  /** How the secret is used, under the field's Copy feedback. */
  usage: ReactNode;
  /** Whether the usage note describes the field too. */
  usageDescribes?: boolean;
  onDone: () => void;
}

/**
 * A secret shown this once: the panel takes the focus when it appears (mount it anew for each
 * secret), shows it in a read-only field that selects itself, copies it (saying "Copied!" for a
 * moment, or selecting it to copy by hand when the clipboard refuses), and goes away with Done.
 */
export function SecretOnce({
  id,
  inputId = `${id}-secret`,
  className,
  title,
  intro,
  warning,
  label,
  secret,
  usage,
  usageDescribes = false,
  onDone,
}: SecretOnceProps) {
  const panel = useRef<HTMLElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'copied' | 'refused' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => panel.current?.focus(), []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copySecret = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
      timer.current = setTimeout(() => setCopy(null), SECRET_COPIED_HINT_MS);
    } catch {
      // Clipboard refused (insecure context, no permission): the secret is selected to copy by hand.
      setCopy('refused');
      field.current?.select();
    }
  };

  const warningId = `${id}-warning`;
  const usageId = usageDescribes ? `${id}-use` : undefined;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className={`card border-warning shadow-sm mb-4${className ? ` ${className}` : ''}`}
    >
      <div className="card-body p-3 p-md-4">
        <h2 id={`${id}-title`} className="h4">
          {title}
        </h2>
        {intro}
        <p id={warningId} className="alert alert-warning">
          {warning}
        </p>
        <label htmlFor={inputId} className="form-label">
          {label}
        </label>
        <div className="input-group">
          <input
            ref={field}
            id={inputId}
            className="form-control font-monospace"
            readOnly
            value={secret}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={usageId ? `${warningId} ${usageId}` : warningId}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline-primary" onClick={() => void copySecret()}>
            Copy
          </Button>
        </div>
        <p role="status" className="small fw-semibold mt-1 mb-3">
          {copy === 'copied'
            ? 'Copied!'
            : copy === 'refused'
              ? 'Copying is not allowed here: the secret is selected, copy it with your keyboard or menu.'
              : ''}
        </p>
        <p id={usageId} className="small mb-3">
          {usage}
        </p>
        <div className="d-flex justify-content-end">
          <Button variant="primary" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </section>
  );
}
