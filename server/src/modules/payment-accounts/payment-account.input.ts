import { Field, InputType } from '@nestjs/graphql';
import {
  ACCOUNT_NAME_MAX,
  ACCOUNT_NUMBER_MAX,
  BANK_NAME_MAX,
  BRANCH_MAX,
  IMAGE_URL_MAX,
  isSafeImageUrl,
  type TransferMethod,
} from '@waters/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { trim, trimToNull } from '../../platform/validation/trim.js';
import { TransferMethodEnum } from './transfer-method.enum.js';

@InputType({
  description: "Where customers send a transfer: a wallet's number and name (and its QR code), or a bank account.",
})
export class PaymentAccountInput {
  @Field(() => TransferMethodEnum)
  @IsIn(Object.keys(TransferMethodEnum), { message: 'Choose GCash, Maya or bank transfer' })
  method: TransferMethod;

  @Field({ description: 'The name the account is registered under, as the sender sees it.' })
  @Transform(trim)
  @MaxLength(ACCOUNT_NAME_MAX, { message: `Account name must be at most ${ACCOUNT_NAME_MAX} characters` })
  @IsNotEmpty({ message: 'Account name is required' })
  @IsString({ message: 'Account name is required' })
  accountName: string;

  @Field({ description: 'The mobile number of a wallet, or the bank account number.' })
  @Transform(trim)
  @MaxLength(ACCOUNT_NUMBER_MAX, { message: `Account number must be at most ${ACCOUNT_NUMBER_MAX} characters` })
  @IsNotEmpty({ message: 'Account number is required' })
  @IsString({ message: 'Account number is required' })
  accountNumber: string;

  @Field(() => String, { nullable: true, description: 'Bank transfers: the bank.' })
  @IsOptional()
  @Transform(trimToNull)
  @MaxLength(BANK_NAME_MAX, { message: `Bank must be at most ${BANK_NAME_MAX} characters` })
  @IsString({ message: 'Bank must be text' })
  bankName?: string | null;

  @Field(() => String, { nullable: true, description: 'Bank transfers: the branch.' })
  @IsOptional()
  @Transform(trimToNull)
  @MaxLength(BRANCH_MAX, { message: `Branch must be at most ${BRANCH_MAX} characters` })
  @IsString({ message: 'Branch must be text' })
  branch?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "GCash and Maya: the QR code's picture, as POST /api/uploads/product-images answered its url.",
  })
  @IsOptional()
  @Transform(trimToNull)
  @MaxLength(IMAGE_URL_MAX, { message: `QR code address must be at most ${IMAGE_URL_MAX} characters` })
  @ValidateBy({
    name: 'safeImageUrl',
    validator: {
      validate: (value) => value === null || isSafeImageUrl(value),
      defaultMessage: () => 'QR code must be an uploaded picture or an https address',
    },
  })
  qrImage?: string | null;
}
