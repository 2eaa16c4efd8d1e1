import {
  IMAGE_URL_MAX,
  MAX_PRICE_PESOS,
  ORDER_STATUSES,
  PRODUCT_ID_MAX,
  PRODUCT_NAME_MAX,
  REMARKS_MAX,
} from '@waters/domain';
import { Role } from '../../platform/identity/role.js';

/**
 * The answer objects of /api, exactly (docs/legacy-contract.md#answer-shapes): every field is
 * required and no other may appear, so that the contract tests, which check every answer against
 * these, fail the moment an answer gains, loses or retypes a field.
 */

const text = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'string', description, ...extra });
const instant = (description: string) => ({ type: 'string', format: 'date-time', description });
const pesos = (description: string) => ({ type: 'number', minimum: 0, description });

/** An object whose properties are all required and the only ones. */
const exactly = (description: string, properties: Record<string, unknown>) => ({
  type: 'object',
  description,
  required: Object.keys(properties),
  properties,
  additionalProperties: false,
});

export const PRODUCT_TYPES = ['DRIED', 'MARINATED', 'SMOKED'] as const;
export const PRODUCT_STATUSES = ['Available', 'Unavailable'] as const;

const productFields = {
  productId: text('Chosen by the employee, e.g. "DRD-001".', { minLength: 1, maxLength: PRODUCT_ID_MAX }),
  productName: text('The product name.', { minLength: 1, maxLength: PRODUCT_NAME_MAX }),
  productPrice: { ...pesos('Pesos with centavo precision, e.g. 125.5.'), maximum: MAX_PRICE_PESOS },
  productType: { enum: PRODUCT_TYPES, description: 'How the fish is preserved.' },
  productStatus: { enum: PRODUCT_STATUSES, description: 'Customers see only Available products.' },
  productImage: text('A site path (/images/…, /uploads/…) or an https address of a configured image host.', {
    maxLength: IMAGE_URL_MAX,
  }),
};
const { productStatus: _status, ...availableProductFields } = productFields;

export const ANSWER_SCHEMAS = {
  LoginAnswer: exactly('A session: send `token` as `Authorization: Bearer <token>`.', {
    token: text('The session token (a JWT naming a server-side session).', { minLength: 1 }),
    userId: text("The account's id."),
    role: { enum: Object.values(Role) },
  }),
  Profile: exactly('An account as the legacy API shows it: never a password or hash.', {
    id: text("The account's id."),
    role: { enum: Object.values(Role) },
    createdAt: instant('When the account was created.'),
    updatedAt: instant('When the account last changed.'),
    userName: text('The user name (kept as typed; matched without regard to case).'),
    fullName: text('The full name.'),
    address: text('The delivery address.'),
    mobileNumber: text('The mobile number, as typed.'),
    emailAddress: text('The e-mail address.'),
  }),
  Product: exactly('A product as employees see it.', productFields),
  AvailableProduct: exactly(
    'A product on sale, as customers see it (no status: always Available).',
    availableProductFields,
  ),
  OrderLine: exactly("A line of an order: the product's name and price when the order was placed.", {
    productName: text('The product name at the time of the order.'),
    productPrice: pesos('The unit price at the time of the order.'),
    quantity: { type: 'integer', minimum: 1 },
    totalPrice: pesos('productPrice × quantity.'),
  }),
  Order: exactly("An order; the name, address and contact details are the customer's when it was placed.", {
    orderId: { type: 'integer', minimum: 1 },
    customerId: text("The customer's account id."),
    fullName: text("The customer's full name."),
    address: text('The delivery address.'),
    mobileNumber: text('The mobile number.'),
    emailAddress: text('The e-mail address.'),
    totalAmount: pesos('The sum of the lines.'),
    orderStatus: { enum: ORDER_STATUSES },
    remarks: {
      type: ['string', 'null'],
      maxLength: REMARKS_MAX,
      description: 'Given with the decision (or the customer’s reason for withdrawing); null until then.',
    },
    orderDate: instant('When the order was placed.'),
    authorizedByFullName: { type: ['string', 'null'], description: 'Who decided it; null while pending.' },
    authorizationDate: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When it was decided; null while pending.',
    },
    cartItems: { type: 'array', items: { $ref: '#/components/schemas/OrderLine' } },
  }),
  Orders: {
    type: 'array',
    description: 'A whole list of orders, streamed.',
    items: { $ref: '#/components/schemas/Order' },
  },
  ClearCartAnswer: exactly('The server keeps no cart; this acknowledges the call.', {
    customerId: text("The caller's id."),
    cleared: { const: true },
  }),
  MessageAnswer: exactly('A message for the person.', { message: text('What happened.', { minLength: 1 }) }),
  ContactAnswer: exactly('The message was stored and will be mailed.', { received: { const: true } }),
  UploadedImage: exactly('A stored picture; save `url` as a product image.', {
    url: text('Where the picture is served (WebP; AVIF beside it).', {
      pattern: '^/uploads/products/[A-Za-z0-9_-]+\\.webp$',
    }),
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
    widths: {
      type: 'array',
      description:
        'The widths made smaller (480, 960), when the picture is wider; files at both widths exist either way (the full size at a width it does not exceed).',
      items: { type: 'integer', minimum: 1 },
      uniqueItems: true,
    },
  }),
};
