import { xsrfHeaders } from '../../../api/authorized-http';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  details: string;
  /** The hidden field people leave empty. */
  website: string;
}

export type SendOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * POST /api/Contact (plain fetch: the public pages load no GraphQL client). The server's own
 * words come back for a refusal it explains (too many messages, a field it rejects).
 */
export async function sendContactMessage(message: ContactMessage): Promise<SendOutcome> {
  try {
    const response = await fetch('/api/Contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...xsrfHeaders() },
      body: JSON.stringify(message),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const said = Array.isArray(body?.message) ? body.message.join(' ') : body?.message;
    return { ok: false, message: response.status < 500 && typeof said === 'string' ? said : null };
  } catch {
    return { ok: false, message: null };
  }
}
