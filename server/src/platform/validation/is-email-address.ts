import { isEmailAddress } from '@waters/domain';
import { ValidateBy, type ValidationOptions } from 'class-validator';

export const IS_EMAIL_ADDRESS = 'isEmailAddress';

/** class-validator's check of an e-mail address by the rule the client's forms apply too (@waters/domain isEmailAddress). */
export function IsEmailAddress(validationOptions?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: IS_EMAIL_ADDRESS,
      validator: {
        validate: (value) => isEmailAddress(value),
        defaultMessage: () => '$property must be an e-mail address',
      },
    },
    validationOptions,
  );
}
