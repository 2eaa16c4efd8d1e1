import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CERTIFICATE_NUMBER_MAX, CERTIFICATION_SCHEMES, isCalendarDay, type CertificationScheme } from '@waters/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { trim } from '../../../platform/validation/trim.js';
import type { ProductCertification } from './product-certification.entity.js';

export const SCHEMES = Object.fromEntries(CERTIFICATION_SCHEMES.map((scheme) => [scheme, scheme])) as {
  [S in CertificationScheme]: S;
};
registerEnumType(SCHEMES, {
  name: 'CertificationScheme',
  description: 'A food-safety certification a product may carry.',
});

/** The schemes in the order pages show them. */
const bySchemeOrder = (a: ProductCertification, b: ProductCertification) =>
  CERTIFICATION_SCHEMES.indexOf(a.scheme) - CERTIFICATION_SCHEMES.indexOf(b.scheme);

@ObjectType('Certification', {
  description: 'A certification a product carries: its scheme, certificate number and the last day it is valid.',
})
export class CertificationModel {
  @Field(() => SCHEMES)
  scheme: CertificationScheme;

  @Field()
  certificateNumber: string;

  @Field({ description: 'The last day it is valid, YYYY-MM-DD (Asia/Manila).' })
  validUntil: string;

  static list(certifications: readonly ProductCertification[]): CertificationModel[] {
    return [...certifications]
      .sort(bySchemeOrder)
      .map(({ scheme, certificateNumber, validUntil }) =>
        Object.assign(new CertificationModel(), { scheme, certificateNumber, validUntil }),
      );
  }
}

@InputType()
export class CertificationInput {
  @Field(() => SCHEMES)
  @IsIn(CERTIFICATION_SCHEMES, { message: `Scheme must be one of ${CERTIFICATION_SCHEMES.join(', ')}` })
  scheme: CertificationScheme;

  @Field()
  @Transform(trim)
  @MaxLength(CERTIFICATE_NUMBER_MAX, {
    message: `Certificate number must be at most ${CERTIFICATE_NUMBER_MAX} characters`,
  })
  @IsNotEmpty({ message: 'Certificate number is required' })
  @IsString({ message: 'Certificate number is required' })
  certificateNumber: string;

  @Field({ description: 'The last day it is valid, YYYY-MM-DD.' })
  @ValidateBy(
    { name: 'isCalendarDay', validator: { validate: isCalendarDay } },
    { message: 'Valid until must be a date like 2027-03-01' },
  )
  validUntil: string;
}

@InputType()
export class SetProductCertificationsInput {
  @Field()
  @Transform(trim)
  @IsNotEmpty({ message: 'Product ID is required' })
  @IsString({ message: 'Product ID is required' })
  productId: string;

  @Field(() => [CertificationInput], {
    description:
      'Every certification the product carries now (at most one per scheme); an empty list removes them all.',
  })
  @ValidateNested({ each: true })
  @Type(() => CertificationInput)
  @ArrayMaxSize(CERTIFICATION_SCHEMES.length, { message: 'A product has at most one certification per scheme' })
  @IsArray({ message: 'Certifications must be a list' })
  certifications: CertificationInput[];
}
