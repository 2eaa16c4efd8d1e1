import { Field, ObjectType } from '@nestjs/graphql';
import type { PaymentAccountFacts, TransferMethod } from '@waters/domain';
import { TransferMethodEnum } from './transfer-method.enum.js';

@ObjectType('PaymentAccount', {
  description:
    'Where customers send a transfer of one method: shown at checkout, on the order and in the confirmation e-mail.',
})
export class PaymentAccountModel implements PaymentAccountFacts {
  @Field(() => TransferMethodEnum)
  method: TransferMethod;

  @Field()
  accountName: string;

  @Field({ description: 'The mobile number of a wallet, or the bank account number.' })
  accountNumber: string;

  @Field(() => String, { nullable: true })
  bankName: string | null;

  @Field(() => String, { nullable: true })
  branch: string | null;

  @Field(() => String, { nullable: true, description: "A wallet's QR code picture." })
  qrImage: string | null;

  static of(account: PaymentAccountFacts): PaymentAccountModel {
    const { method, accountName, accountNumber, bankName, branch, qrImage } = account;
    return Object.assign(new PaymentAccountModel(), { method, accountName, accountNumber, bankName, branch, qrImage });
  }
}
