import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import { pesosToCentavos } from '../platform/money/pesos.js';
import { ProductStatus } from '../modules/products/product-enums.js';
import { Product } from '../modules/products/product.entity.js';
import { UsersService } from '../modules/users/users.service.js';
import { DeliveryZoneArea } from '../modules/delivery/zones/delivery-zone-area.entity.js';
import { DeliveryZone } from '../modules/delivery/zones/delivery-zone.entity.js';
import { areaKey } from '../modules/delivery/zones/zones.service.js';
import { psgc } from '../modules/places/psgc-directory.js';
import { DEMO_ZONES } from './delivery-zones.js';
import { DEMO_PAYMENT_ACCOUNTS } from './payment-accounts.js';
import { PaymentAccount } from '../modules/payment-accounts/payment-account.entity.js';
import { withBootLock } from '../database/boot-lock.js';
import { CATALOGUE } from './catalogue.js';
import { DESCRIPTIONS, packSizeOf } from './product-pages.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { addDays, manilaDay, type CertificationScheme } from '@waters/domain';
import { ProductCertification } from '../modules/products/certifications/product-certification.entity.js';

const DEMO_SCHEMES: readonly CertificationScheme[] = ['HACCP', 'GMP'];
/**
 * Fills an empty database on first start: the catalogue always, demo accounts, delivery zones, payment accounts and certificates outside production.
 * Under the boot lock, so instances started together seed once; each part only into an empty table.
 */
@Injectable()
export class Seeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await withBootLock(this.dataSource, async () => {
      await this.seedCatalogue();
      if (this.config.seedDemoAccounts) {
        await this.seedDemoAccounts();
        await this.seedDeliveryZones();
        await this.seedPaymentAccounts();
        await this.seedDemoCertificates();
      }
    });
  }

  /** Only into an empty catalogue: a shop's own catalogue is never topped up with the sample products. */
  private async seedCatalogue(): Promise<void> {
    const products = this.dataSource.getRepository(Product);
    if ((await products.count()) > 0) return;
    const now = new Date();
    await products.insert(
      CATALOGUE.map((item) => ({
        productId: item.productId,
        name: item.name,
        priceCentavos: pesosToCentavos(item.price),
        type: item.type,
        status: ProductStatus.Available,
        imageUrl: item.image,
        description: DESCRIPTIONS[item.productId] ?? null,
        packSize: packSizeOf(item.name),
        archived: false,
        createdAt: now,
        updatedAt: now,
      })),
    );
    this.logger.log(`Seeded the catalogue with ${CATALOGUE.length} products.`);
  }

  /** Only while there is no zone at all (a shop's own zones are never topped up), all in one transaction. */
  private async seedDeliveryZones(): Promise<void> {
    if ((await this.dataSource.getRepository(DeliveryZone).count()) > 0) return;
    const now = new Date();
    await this.dataSource.transaction(async (manager) => {
      for (const zone of DEMO_ZONES) {
        const { identifiers } = await manager.insert(DeliveryZone, {
          name: zone.name,
          feeCentavos: pesosToCentavos(zone.fee),
          leadDays: zone.leadDays,
          weekdays: zone.weekdays.join(','),
          cutoff: zone.cutoff,
          active: true,
          createdAt: now,
          updatedAt: now,
        });
        const zoneId = identifiers[0].id as number;
        await manager.insert(
          DeliveryZoneArea,
          zone.provinces.map((province) => {
            const provinceCode = psgc().provinceNamed(province)!;
            return { zoneId, province, city: '', provinceCode, cityCode: null, placeKey: areaKey(provinceCode, null) };
          }),
        );
      }
    });
    this.logger.log(`Seeded the delivery zones: ${DEMO_ZONES.map((zone) => zone.name).join(', ')}.`);
  }

  /** Only while there is no account at all: a shop's own accounts are never replaced by the demo's. */
  private async seedPaymentAccounts(): Promise<void> {
    const accounts = this.dataSource.getRepository(PaymentAccount);
    if ((await accounts.count()) > 0) return;
    await accounts.insert(DEMO_PAYMENT_ACCOUNTS.map((account) => ({ ...account, updatedAt: new Date() })));
    this.logger.log('Seeded the payment accounts for GCash, Maya and bank transfers.');
  }

  /**
   * The home page says "100% Certified": outside production the sample products carry HACCP and GMP
   * certificates, numbered DEMO-… so that nobody takes them for real, valid for a year from today.
   * Only while there is no certificate at all, and only for the sample products still there.
   */
  private async seedDemoCertificates(): Promise<void> {
    const certificates = this.dataSource.getRepository(ProductCertification);
    if ((await certificates.count()) > 0) return;
    const present = new Set(
      (await this.dataSource.getRepository(Product).find({ select: { productId: true } })).map(
        (product) => product.productId,
      ),
    );
    const validUntil = addDays(manilaDay(new Date()), 365);
    const rows = CATALOGUE.filter((item) => present.has(item.productId)).flatMap((item) =>
      DEMO_SCHEMES.map((scheme) => ({
        productId: item.productId,
        scheme,
        certificateNumber: `DEMO-${scheme}-${item.productId}`,
        validUntil,
        remindedFor: null,
      })),
    );
    if (rows.length === 0) return;
    await certificates.insert(rows);
    this.logger.log(
      `Seeded demo certificates (${DEMO_SCHEMES.join(', ')}) for ${rows.length / DEMO_SCHEMES.length} products.`,
    );
  }

  private async seedDemoAccounts(): Promise<void> {
    // Each account by its user name: a start that stopped half-way is completed by the next.
    const created: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      if (await this.users.findByUserName(account.userName)) continue;
      await this.users.createAccount(account);
      created.push(account.userName);
    }
    if (created.length > 0) this.logger.log(`Created demo accounts: ${created.join(', ')}.`);
  }
}
