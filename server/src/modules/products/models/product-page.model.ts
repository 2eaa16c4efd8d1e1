import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { availabilityOf, isCertificateValid, manilaDay, type AvailabilityStatus } from '@waters/domain';
import { CertificationModel } from '../certifications/certification.model.js';
import { centavosToPesos } from '../../../platform/money/pesos.js';
import { ProductType } from '../product-enums.js';
import { guidanceOf } from '../storage-facts.js';
import type { Product } from '../product.entity.js';

const STATUSES = {
  IN_STOCK: 'IN_STOCK',
  LOW_STOCK: 'LOW_STOCK',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
} as const satisfies Record<AvailabilityStatus, AvailabilityStatus>;
registerEnumType(STATUSES, { name: 'AvailabilityStatus', description: 'Stock as shoppers see it.' });

@ObjectType('Availability', {
  description: 'What a shopper is told of the stock: never the exact count or the alert level.',
})
export class AvailabilityModel {
  @Field(() => STATUSES)
  status: AvailabilityStatus;

  @Field(() => Int, { nullable: true, description: 'Units left, only while LOW_STOCK ("Only 3 left").' })
  unitsLeft: number | null;

  static of(product: Product): AvailabilityModel {
    return Object.assign(new AvailabilityModel(), availabilityOf(product.stockQuantity));
  }
}

@ObjectType('StorageGuidance', {
  description: 'How to keep and prepare a product; each part null until the staff write it.',
})
export class StorageGuidanceModel {
  @Field(() => String, { nullable: true, description: 'E.g. "Frozen, -18 °C or colder".' })
  temperature: string | null;

  @Field(() => String, { nullable: true })
  shelfLifeUnopened: string | null;

  @Field(() => String, { nullable: true })
  shelfLifeOpened: string | null;

  @Field(() => String, { nullable: true, description: 'How to thaw and prepare it.' })
  preparation: string | null;

  /** For a product no longer in the catalogue: nothing written. */
  static none(): StorageGuidanceModel {
    return Object.assign(new StorageGuidanceModel(), {
      temperature: null,
      shelfLifeUnopened: null,
      shelfLifeOpened: null,
      preparation: null,
    });
  }

  /** The guidance every view shows: the product's own lines, its kind's where it has none (guidanceOf). */
  static of(product: Product): StorageGuidanceModel {
    return Object.assign(new StorageGuidanceModel(), guidanceOf(product));
  }
}

/** What every view of a product shows: the catalogue's and its public page's. */
@ObjectType({ isAbstract: true })
export abstract class ProductFacts {
  @Field(() => ID)
  productId: string;

  @Field()
  productName: string;

  @Field(() => Float, { description: 'Price in Philippine pesos.' })
  productPrice: number;

  @Field(() => ProductType)
  productType: ProductType;

  @Field()
  productImage: string;

  @Field(() => String, { nullable: true, description: 'E.g. "250 g pack".' })
  packSize: string | null;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field(() => AvailabilityModel, { description: 'The stock as customers and visitors are told it.' })
  availability: AvailabilityModel;

  @Field(() => StorageGuidanceModel)
  storage: StorageGuidanceModel;

  static factsOf(product: Product) {
    return {
      productId: product.productId,
      productName: product.name,
      productPrice: centavosToPesos(product.priceCentavos),
      productType: product.type,
      productImage: product.imageUrl,
      packSize: product.packSize,
      description: product.description,
      availability: AvailabilityModel.of(product),
      storage: StorageGuidanceModel.of(product),
    };
  }
}

/** A product as its public page shows it: anyone may read it. */
@ObjectType('CatalogueProduct', { description: 'A product the shop sells, as its public page shows it.' })
export class CatalogueProductModel extends ProductFacts {
  @Field(() => [CertificationModel], { description: 'The certifications it carries that are valid today (Manila).' })
  certifications: CertificationModel[];

  @Field(() => String, {
    nullable: true,
    description:
      'YYYY-MM-DD: the earliest best-before of its lots on sale (packing takes the first to expire, so a pack keeps at least until then); null when its stock is not kept in lots.',
  })
  bestBeforeAtLeast: string | null;

  static of(product: Product, today = manilaDay(new Date())): CatalogueProductModel {
    return Object.assign(new CatalogueProductModel(), {
      ...ProductFacts.factsOf(product),
      bestBeforeAtLeast: product.earliestBestBefore ?? null,
      certifications: CertificationModel.list(
        (product.certifications ?? []).filter((c) => isCertificateValid(c.validUntil, today)),
      ),
    });
  }
}
