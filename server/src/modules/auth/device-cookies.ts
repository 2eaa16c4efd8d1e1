import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClientInfo } from '../../http/client-info.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';

/** How long a browser stays known to an account after it last signed in there. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * OWASP's device cookies: a browser that has signed in to an account with the right password gets
 * a cookie naming that account and a random device id, signed by the server. Later attempts on the
 * account that carry it are counted per device, not with the account's other attempts, so that a
 * stranger's guessing cannot lock the owner's own browser out. One cookie per account
 * (`wd_<hash of the account>`), so that a shared browser stays known to each account signed in there.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Its own key, derived from the token secret every instance shares.
    this.key = createHmac('sha256', config.jwtSecret).update('waters device cookie v1').digest();
  }

  private nameFor(accountKey: string): string {
    return `wd_${createHash('sha256').update(accountKey).digest('base64url').slice(0, 12)}`;
  }

  private signature(accountKey: string, device: string): string {
    return createHmac('sha256', this.key).update(`${accountKey}\u0000${device}`).digest('base64url');
  }

  /** The device id of the caller's cookie for this account, if it carries a genuine one. */
  recognise(client: ClientInfo, accountKey: string): string | null {
    const [device, signature, extra] = (client.cookie(this.nameFor(accountKey)) ?? '').split('.');
    if (!device || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.signature(accountKey, device));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }

  /** After the right password: the caller's browser is known to the account from now on (for a year after each sign-in). */
  remember(client: ClientInfo, accountKey: string, known: string | null): void {
    const device = known ?? randomBytes(16).toString('base64url');
    const value = `${device}.${this.signature(accountKey, device)}`;
    client.setCookie(
      `${this.nameFor(accountKey)}=${value}; Path=/; Max-Age=${DEVICE_COOKIE_SECONDS}; HttpOnly; SameSite=Strict${client.secure ? '; Secure' : ''}`,
    );
  }
}
