import {
  LINE_QUANTITY_MAX,
  MAX_PRICE_PESOS,
  ORDER_LINES_MAX,
  PASSWORD_MAX,
  PRODUCT_ID_MAX,
  PRODUCT_ID_PATTERN,
} from '@waters/domain';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from './answer-schemas.js';

/**
 * The bodies the original client sends. Field names are matched without regard to case
 * (`ProductId` and `productId` are one field), so these list the names the contract uses and
 * leave other spellings, and fields the server ignores, allowed.
 */

const text = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'string', description, ...extra });
const body = (description: string, required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  description,
  required,
  properties,
});
const callerId = (name: string) => ({
  type: ['string', 'number'],
  description: `Optional; when sent it must be the signed-in user's id (${name}), otherwise 403.`,
});

const profileFields = {
  userName: text('Letters, digits, ".", "_" and "-".'),
  fullName: text('The full name.'),
  address: text('The delivery address.'),
  mobileNumber: text('An optional "+", country code, separators and groups of digits.'),
  emailAddress: text('The e-mail address.', { format: 'email' }),
  passwordHash: text('The password itself, despite the name (hashed on arrival).', { maxLength: PASSWORD_MAX }),
  confirmPassword: text('The password again.'),
};

export const REQUEST_SCHEMAS = {
  RegistrationRequest: body(
    'A new customer account.',
    ['userName', 'fullName', 'address', 'mobileNumber', 'emailAddress', 'passwordHash', 'confirmPassword'],
    {
      ...profileFields,
      createdAt: text('Accepted and ignored: the server sets the time.'),
    },
  ),
  LoginRequest: body('The credentials of a portal.', ['UserName', 'PasswordHash'], {
    UserName: text('The user name (any case).'),
    PasswordHash: text('The password itself.'),
  }),
  ProfileUpdateRequest: body(
    "The caller's own profile. id, Role, createdAt and updatedAt are sent by the old client and never change anything; an empty passwordHash keeps the password.",
    ['userName', 'fullName', 'address', 'mobileNumber', 'emailAddress'],
    {
      id: callerId('id'),
      Role: text('Ignored.'),
      createdAt: text('Ignored.'),
      updatedAt: text('Ignored.'),
      ...profileFields,
    },
  ),
  ProductRequest: body('A new product.', ['ProductId', 'ProductName', 'ProductPrice', 'ProductType', 'ProductImage'], {
    EmployeeId: callerId('EmployeeId'),
    ProductId: text('Letters, digits, "_" and "-".', { maxLength: PRODUCT_ID_MAX, pattern: PRODUCT_ID_PATTERN.source }),
    ProductName: text('The product name.'),
    ProductPrice: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: MAX_PRICE_PESOS,
      description: 'Pesos, at most two decimal places.',
    },
    ProductType: { enum: PRODUCT_TYPES },
    ProductStatus: { enum: PRODUCT_STATUSES, default: 'Available' },
    ProductImage: text(
      'A site path or an https address of a configured image host (see POST /api/uploads/product-images).',
    ),
  }),
  ProductEditRequest: body('What changes in a product (never its name).', ['ProductId'], {
    EmployeeId: callerId('EmployeeId'),
    ProductId: text('The product to change.'),
    ProductName: text('Sent by the old client and ignored: a name cannot change.'),
    ProductPrice: { type: 'number', exclusiveMinimum: 0, maximum: MAX_PRICE_PESOS },
    ProductType: { enum: PRODUCT_TYPES },
    ProductStatus: { enum: PRODUCT_STATUSES },
    ProductImage: text('A site path or an https address of a configured image host.'),
  }),
  PlaceOrderRequest: body(
    "The customer's cart. Only ProductId and Quantity of each line are read: names and prices come from the catalogue.",
    ['CartItems'],
    {
      CustomerId: callerId('CustomerId'),
      CartItems: {
        type: 'array',
        minItems: 1,
        maxItems: ORDER_LINES_MAX,
        items: body('A cart line as the old client stores it.', ['ProductId', 'Quantity'], {
          CartId: { type: ['integer', 'null'], description: 'Ignored.' },
          CustomerId: callerId('CartItems.CustomerId'),
          ProductId: text('The product.'),
          ProductName: text('Ignored.'),
          ProductPrice: { type: 'number', description: 'Ignored.' },
          Quantity: { type: 'integer', minimum: 1, maximum: LINE_QUANTITY_MAX },
          TotalPrice: { type: 'number', description: 'Ignored.' },
        }),
      },
    },
  ),
  ClearCartRequest: {
    description: "The caller's id, bare or as { customerId }.",
    oneOf: [{ type: ['string', 'number'] }, body('', ['customerId'], { customerId: { type: ['string', 'number'] } })],
  },
  ForgotPasswordRequest: body('Who forgot their password.', ['account'], {
    account: text('A user name or an e-mail address.'),
  }),
  ResetPasswordRequest: body(
    'A new password with the token of a reset link.',
    ['token', 'password', 'confirmPassword'],
    {
      token: text('From the link in the e-mail (works once, for 30 minutes).'),
      password: text('The new password.', { maxLength: PASSWORD_MAX }),
      confirmPassword: text('The new password again.'),
    },
  ),
  ContactRequest: body('A message from the Contact page.', ['name', 'email', 'subject'], {
    name: text('Who writes.'),
    email: text('Where to answer.', { format: 'email' }),
    subject: text('What about.'),
    details: { type: ['string', 'null'], description: 'The message.' },
    website: { type: ['string', 'null'], description: 'Leave empty (a trap for form-filling robots).' },
  }),
};
