import { Injectable } from '@nestjs/common';
import { addDays, CERTIFICATE_REMINDER_DAYS, manilaDay } from '@waters/domain';
import { Between, In, type Repository } from 'typeorm';
import { Reads } from '../../../database/reads.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { badInput, notFound } from '../../../platform/errors/domain-error.js';
import { EventBus } from '../../../platform/events/event-bus.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Clock } from '../../../platform/time/clock.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { changedBy, SYSTEM } from '../../../platform/identity/actor.js';
import { Product } from '../product.entity.js';
import { SetProductCertificationsInput } from './certification.model.js';
import { ProductCertification } from './product-certification.entity.js';

/** The certifications products carry, and the staff's reminder before one runs out. */
@Injectable()
export class CertificationsService {
  private readonly certifications: Repository<ProductCertification>;

  constructor(
    reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {
    this.certifications = reads.repository(ProductCertification);
  }

  /** Each product's certifications, for products read without them. */
  async forProducts(productIds: readonly string[]): Promise<Map<string, ProductCertification[]>> {
    const found = productIds.length === 0 ? [] : await this.certifications.findBy({ productId: In([...productIds]) });
    const grouped = new Map(productIds.map((id) => [id, [] as ProductCertification[]]));
    for (const certification of found) grouped.get(certification.productId)?.push(certification);
    return grouped;
  }

  /** Replaces what a product carries; audited, and the catalogue lists are read again (ProductChanged). */
  async set(employee: AuthUser, raw: unknown): Promise<ProductCertification[]> {
    const input = validateInput(SetProductCertificationsInput, raw);
    const schemes = input.certifications.map((c) => c.scheme);
    if (new Set(schemes).size !== schemes.length)
      throw badInput('A product has at most one certification per scheme.', { certifications: 'One per scheme' });
    return this.transactions.run(async (manager) => {
      const product = await manager.findOne(Product, { where: { productId: input.productId, archived: false } });
      if (!product) throw notFound(`Product ${input.productId} was not found.`);
      const before = await manager.findBy(ProductCertification, { productId: product.productId });
      await manager.delete(ProductCertification, { productId: product.productId });
      const kept = input.certifications.map((c) => {
        // A certificate already reminded of keeps that mark until its valid-until day changes (a renewal).
        const same = before.find((b) => b.scheme === c.scheme && b.validUntil === c.validUntil);
        return manager.create(ProductCertification, {
          productId: product.productId,
          ...c,
          remindedFor: same?.remindedFor ?? null,
        });
      });
      if (kept.length > 0) await manager.insert(ProductCertification, kept);
      const shown = (list: readonly ProductCertification[]) =>
        list.map(({ scheme, certificateNumber, validUntil }) => ({ scheme, certificateNumber, validUntil }));
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'product.certifications_set',
          targetType: 'product',
          targetId: product.productId,
          before: { certifications: shown(before) },
          after: { certifications: shown(kept) },
        },
        type: 'ProductChanged',
        productId: product.productId,
      });
      return kept;
    });
  }

  /**
   * Tells the staff of every certificate that runs out within CERTIFICATE_REMINDER_DAYS (and has
   * not yet), once per valid-until day: each is claimed by a conditional update, so of several
   * instances running this at once one tells. Returns how many were told of.
   */
  async remindOfExpiring(): Promise<number> {
    const today = manilaDay(this.clock.now());
    const due = await this.certifications.find({
      where: { validUntil: Between(today, addDays(today, CERTIFICATE_REMINDER_DAYS)) },
      relations: { product: true },
    });
    let told = 0;
    for (const certification of due) {
      if (
        certification.remindedFor === certification.validUntil ||
        !certification.product ||
        certification.product.archived
      )
        continue;
      const product = certification.product;
      told += await this.transactions.run(async (manager) => {
        const claimed = await manager
          .createQueryBuilder()
          .update(ProductCertification)
          .set({ remindedFor: certification.validUntil })
          .where('id = :id AND valid_until = :validUntil AND (reminded_for IS NULL OR reminded_for <> :validUntil)', {
            id: certification.id,
            validUntil: certification.validUntil,
          })
          .execute();
        if (claimed.affected !== 1) return 0;
        await this.events.record(manager, {
          by: SYSTEM,
          type: 'CertificateExpiring',
          certificate: {
            productId: product.productId,
            productName: product.name,
            scheme: certification.scheme,
            certificateNumber: certification.certificateNumber,
            validUntil: certification.validUntil,
          },
        });
        return 1;
      });
    }
    return told;
  }
}
