import { badInput } from '../../platform/errors/domain-error.js';

/**
 * A legacy JSON body read the way the old server bound it: property names are
 * matched case-insensitively (`ProductId`, `productId` and `PRODUCTID` are one field).
 */
export class LegacyBody {
  private constructor(private readonly fields: ReadonlyMap<string, unknown>) {}

  static of(body: unknown): LegacyBody {
    if (body === undefined || body === null) return new LegacyBody(new Map());
    if (typeof body !== 'object' || Array.isArray(body)) throw badInput('Request body must be a JSON object.');
    return new LegacyBody(new Map(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value])));
  }

  get(name: string): unknown {
    return this.fields.get(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.fields.has(name.toLowerCase());
  }
}
