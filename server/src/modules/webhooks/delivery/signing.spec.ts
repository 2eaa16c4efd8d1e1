import { describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signedHeaders } from './signing.js';

const body = JSON.stringify({ type: 'order.created', data: { id: 42 } });

describe('webhook signing', () => {
  it('makes whsec_ secrets of 32 random bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('signs so that the Standard Webhooks verifier accepts the message', () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders({ secret, id: 'msg_1', timestamp: new Date(), body });
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('fails verification when the body, timestamp, id or secret changes', () => {
    const secret = newWebhookSecret();
    const headers = signedHeaders({ secret, id: 'msg_1', timestamp: new Date(), body });
    const verifier = new Webhook(secret);
    expect(() => verifier.verify(body.replace('42', '43'), { ...headers })).toThrow();
    expect(() =>
      verifier.verify(body, { ...headers, 'webhook-timestamp': String(Number(headers['webhook-timestamp']) - 1) }),
    ).toThrow();
    expect(() => verifier.verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
  });
});
