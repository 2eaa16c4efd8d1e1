import { Inject, Injectable } from '@nestjs/common';
import { badInput } from '../../platform/errors/domain-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';

export const IMAGE_HOST_REFUSED =
  'Product image must be a site path such as /images/products/tuyo.webp or an https address on an allowed image host.';

/**
 * Where product pictures may come from: this site, or https hosts the operator listed in
 * IMAGE_HOSTS (the Content-Security-Policy allows exactly those). Every storefront visitor's
 * browser fetches the address, so an employee must not be able to point it anywhere.
 */
@Injectable()
export class ImagePolicy {
  private readonly hosts: ReadonlySet<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.hosts = new Set(config.imageHosts);
  }

  /** For an address that already passed the field's shape check (isSafeImageUrl). */
  assertAllowed(address: string | null | undefined): void {
    if (address === null || address === undefined || address.startsWith('/')) return;
    const url = new URL(address);
    if (url.protocol !== 'https:' || !this.hosts.has(url.hostname))
      throw badInput(IMAGE_HOST_REFUSED, { productImage: IMAGE_HOST_REFUSED });
  }
}
