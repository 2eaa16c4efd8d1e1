export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string };
};

export type AddProductInput = {
  /** At most 2000 characters; paragraphs separated by blank lines. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The GS1 trade item number on its pack (8, 12, 13 or 14 digits): its labels' QR code carries it. */
  gtin?: InputMaybe<Scalars['String']['input']>;
  /** E.g. "250 g pack". */
  packSize?: InputMaybe<Scalars['String']['input']>;
  /** How to thaw and prepare it. */
  preparation?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['String']['input'];
  /** An http(s) URL or a site path such as /images/products/danggit.webp; without one, the type's placeholder picture until one is uploaded. */
  productImage?: InputMaybe<Scalars['String']['input']>;
  productName: Scalars['String']['input'];
  /** Pesos, at most two decimals, greater than 0 and at most 1,000,000. */
  productPrice: Scalars['Float']['input'];
  productStatus?: InputMaybe<ProductStatus>;
  productType: ProductType;
  /** Days a batch keeps unopened, when not its kind's (dried 180, marinated 90, smoked 7): new lots' best-before. */
  shelfLifeDays?: InputMaybe<Scalars['Int']['input']>;
  shelfLifeOpened?: InputMaybe<Scalars['String']['input']>;
  shelfLifeUnopened?: InputMaybe<Scalars['String']['input']>;
  /** E.g. "Frozen, -18 °C or colder". */
  storageTemperature?: InputMaybe<Scalars['String']['input']>;
};

export type AddressInput = {
  /** Street, barangay and the like. */
  address: Scalars['String']['input'];
  /** The PSGC code of the barangay, chosen from placeBarangays (with cityCode). */
  barangayCode?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  /** The PSGC code of the city or municipality, chosen from placeCities: it wins over `city` and `province`, which are then its names. */
  cityCode?: InputMaybe<Scalars['String']['input']>;
  /** The one chosen first at checkout; making one default makes the others not. */
  isDefault: Scalars['Boolean']['input'];
  /** What the customer calls it ("Home", "Office"). */
  label: Scalars['String']['input'];
  /** What helps the rider find it ("blue gate, across the chapel"). */
  landmark?: InputMaybe<Scalars['String']['input']>;
  province: Scalars['String']['input'];
};

/** A customer's application for trade prices, for a business at one of their addresses. */
export type ApplyForTradeAccountInput = {
  /** The business's address: the id of one of the caller's addresses (myAddresses). */
  addressId: Scalars['Int']['input'];
  businessName: Scalars['String']['input'];
  businessType: BusinessType;
  /** The BIR's taxpayer number, e.g. 123-456-789-000 (optional). */
  tin?: InputMaybe<Scalars['String']['input']>;
};

/** A pending application approved into a price group, or an approved account moved to another group. */
export type ApproveTradeAccountInput = {
  customerId: Scalars['ID']['input'];
  priceGroupId: Scalars['Int']['input'];
};

/** Stock as shoppers see it. */
export type AvailabilityStatus = 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK';

/** What a trade customer is: a restaurant, a reseller, or another business. */
export type BusinessType = 'OTHER' | 'RESELLER' | 'RESTAURANT';

export type CancelMyOrderInput = {
  orderId: Scalars['Int']['input'];
  /** Why the order is cancelled: 1 to 500 characters. */
  reason: Scalars['String']['input'];
};

/** TYPE: by type, then ID (the catalogue order). NAME: A to Z. PRICE_ASC / PRICE_DESC: cheapest or dearest first. */
export type CatalogueSort = 'NAME' | 'PRICE_ASC' | 'PRICE_DESC' | 'TYPE';

export type CertificationInput = {
  certificateNumber: Scalars['String']['input'];
  scheme: CertificationScheme;
  /** The last day it is valid, YYYY-MM-DD. */
  validUntil: Scalars['String']['input'];
};

/** A food-safety certification a product may carry. */
export type CertificationScheme = 'GMP' | 'HACCP' | 'HALAL';

export type ContactMessageInput = {
  details?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  subject: Scalars['String']['input'];
  /** Leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A new API key for the signed-in account. */
export type CreateApiKeyInput = {
  /** When the key stops working; none: until revoked. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** What the key is for, e.g. "Weekly re-order script" (1 to 80 characters). */
  name: Scalars['String']['input'];
  /** What the key may do: some of the scopes apiScopes lists for this account. */
  scopes: Array<Scalars['String']['input']>;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** Some of the names webhookEvents lists. */
  events: Array<Scalars['String']['input']>;
  /** An https address (at most 500 characters) that answers 2xx within 5 s. */
  url: Scalars['String']['input'];
};

export type DecideOrderInput = {
  orderId: Scalars['Int']['input'];
  /** Optional, at most 500 characters, stored exactly as sent. */
  remarks?: InputMaybe<Scalars['String']['input']>;
};

/** A pending application declined, with the reason the customer is told. */
export type DeclineTradeAccountInput = {
  customerId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/** How the order reaches the customer; the fee and the dates on offer are those deliveryOptions answers. */
export type DeliveryChoiceInput = {
  /** One of myAddresses' ids for a delivery; none: the default address. */
  addressId?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD, one of the dates deliveryOptions offers; none: the first of them. */
  date?: InputMaybe<Scalars['String']['input']>;
  method: DeliveryMethod;
  /** For the driver or the counter, at most 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/** Delivered to an address in a zone, or picked up at the Cavite facility. */
export type DeliveryMethod = 'DELIVERY' | 'PICKUP';

/** A cart and how it would reach the customer. */
export type DeliveryQuoteInput = {
  /** One of myAddresses' ids for a delivery; none: the default address. */
  addressId?: InputMaybe<Scalars['Int']['input']>;
  /** The cart: its products decide whether it is perishable. */
  items: Array<OrderItemInput>;
  method: DeliveryMethod;
};

export type DeliveryZoneInput = {
  /** A zone turned off offers no dates. */
  active: Scalars['Boolean']['input'];
  /** The provinces, or cities of them, it serves; a place belongs to one zone at most. */
  areas: Array<ZoneAreaInput>;
  /** "HH:MM" in Manila: an order placed at or after it is taken in the next day. */
  cutoff: Scalars['String']['input'];
  /** Pesos, at most two decimals, 0 or more. */
  deliveryFee: Scalars['Float']['input'];
  /** Whole days from the day an order is taken in to its delivery (0 = the same day), at most 7. */
  leadDays: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  /** ISO weekdays it delivers on: 1 = Monday … 7 = Sunday. */
  weekdays: Array<Scalars['Int']['input']>;
};

export type EditProductInput = {
  /** At most 2000 characters; paragraphs separated by blank lines. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The GS1 trade item number on its pack (8, 12, 13 or 14 digits): its labels' QR code carries it. */
  gtin?: InputMaybe<Scalars['String']['input']>;
  /** E.g. "250 g pack". */
  packSize?: InputMaybe<Scalars['String']['input']>;
  /** How to thaw and prepare it. */
  preparation?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['String']['input'];
  productImage?: InputMaybe<Scalars['String']['input']>;
  /** A new name; orders already placed keep the name they were placed under. */
  productName?: InputMaybe<Scalars['String']['input']>;
  productPrice?: InputMaybe<Scalars['Float']['input']>;
  productStatus?: InputMaybe<ProductStatus>;
  productType?: InputMaybe<ProductType>;
  /** Days a batch keeps unopened, when not its kind's (dried 180, marinated 90, smoked 7): new lots' best-before. */
  shelfLifeDays?: InputMaybe<Scalars['Int']['input']>;
  shelfLifeOpened?: InputMaybe<Scalars['String']['input']>;
  shelfLifeUnopened?: InputMaybe<Scalars['String']['input']>;
  /** E.g. "Frozen, -18 °C or colder". */
  storageTemperature?: InputMaybe<Scalars['String']['input']>;
};

/** The steps after approval: packed, out for delivery or ready for pickup, delivered or picked up. */
export type FulfilmentStatus = 'DELIVERED' | 'OUT_FOR_DELIVERY' | 'PACKED' | 'PICKED_UP' | 'READY_FOR_PICKUP';

export type LoginInput = {
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

/** Units of one order line packed from a lot the packer chose (instead of the first to expire). */
export type LotChoiceInput = {
  /** The order line's id (OrderLine.lineId). */
  lineId: Scalars['Int']['input'];
  lotId: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
};

export type OrderItemInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type OrderStatus = 'APPROVED' | 'CANCELLED' | 'PENDING';

/** Where customers send a transfer: a wallet's number and name (and its QR code), or a bank account. */
export type PaymentAccountInput = {
  /** The name the account is registered under, as the sender sees it. */
  accountName: Scalars['String']['input'];
  /** The mobile number of a wallet, or the bank account number. */
  accountNumber: Scalars['String']['input'];
  /** Bank transfers: the bank. */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** Bank transfers: the branch. */
  branch?: InputMaybe<Scalars['String']['input']>;
  method: TransferMethod;
  /** GCash and Maya: the QR code's picture, as POST /api/uploads/product-images answered its url. */
  qrImage?: InputMaybe<Scalars['String']['input']>;
};

/** Cash when the order arrives or is picked up, or a transfer shown by a proof. */
export type PaymentMethod = 'BANK_TRANSFER' | 'CASH' | 'GCASH' | 'MAYA';

/** UNPAID → PROOF_SENT → PAID; a paid order that is cancelled is REFUNDED. */
export type PaymentStatus = 'BALANCE_DUE' | 'PAID' | 'PROOF_SENT' | 'REFUNDED' | 'REFUND_DUE' | 'UNPAID';

export type PlaceOrderInput = {
  /** None: picked up at the Cavite facility on the first date offered. */
  delivery?: InputMaybe<DeliveryChoiceInput>;
  items: Array<OrderItemInput>;
  /** None: cash (on delivery or on pickup). */
  paymentMethod?: InputMaybe<PaymentMethod>;
};

/** A price group to make (no id) or to change. */
export type PriceGroupInput = {
  /** Left out: a new group. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The least an order's goods may come to, in pesos; 0: no minimum. */
  minOrderAmount: Scalars['Float']['input'];
  name: Scalars['String']['input'];
  /** Days after delivery its orders fall due (1–90); null: none. */
  termsDays?: InputMaybe<Scalars['Int']['input']>;
};

/** Customers only see Available products. */
export type ProductStatus = 'Available' | 'Unavailable';

/** How the fish is preserved. */
export type ProductType = 'DRIED' | 'MARINATED' | 'SMOKED';

/** A production batch to record: its code is made by the rule when not given. */
export type RecordLotInput = {
  /** Left out: the production date plus the shelf life. */
  bestBefore?: InputMaybe<Scalars['String']['input']>;
  /** Required when the best-before is not the rule’s. */
  bestBeforeReason?: InputMaybe<Scalars['String']['input']>;
  /** Left out: the rule makes it (e.g. DRD-20261128-A). */
  lotCode?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  /** YYYY-MM-DD, a Manila day; not in the future. */
  productionDate: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
};

/** The refund of a cancelled paid order, once the money was sent back. */
export type RecordRefundInput = {
  /** How the money went back. */
  method: PaymentMethod;
  orderId: Scalars['Int']['input'];
  /** The transfer's reference number (none for cash). */
  reference?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD (Manila): the day it was sent. */
  refundedOn: Scalars['String']['input'];
};

export type RegisterInput = {
  /** With cityCode: the street, barangay and the like. Without it: the whole address on one line, kept as written. */
  address: Scalars['String']['input'];
  /** The PSGC code of the barangay (placeBarangays), with cityCode. */
  barangayCode?: InputMaybe<Scalars['String']['input']>;
  /** The PSGC code of the city or municipality (placeCities): the profile address can then be delivered to. */
  cityCode?: InputMaybe<Scalars['String']['input']>;
  confirmPassword: Scalars['String']['input'];
  emailAddress: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  /** What helps the rider find the profile address. */
  landmark?: InputMaybe<Scalars['String']['input']>;
  mobileNumber: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type RequestPasswordResetInput = {
  /** The account’s username or email address. */
  account: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** The token from the link in the e-mail. */
  token: Scalars['String']['input'];
};

/** Who an account belongs to. */
export type Role = 'Customer' | 'Employee';

/** A lot put on hold, released, or recalled, with why. */
export type SetLotStatusInput = {
  lotId: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  /** RELEASED, ON_HOLD (a reason needed) or RECALLED (use recallLot). */
  status: Scalars['String']['input'];
};

export type SetProductCertificationsInput = {
  /** Every certification the product carries now (at most one per scheme); an empty list removes them all. */
  certifications: Array<CertificationInput>;
  productId: Scalars['String']['input'];
};

export type SetProductStockInput = {
  /** Staff are mailed when an approval takes the stock to this level or below; null: never. */
  lowStockThreshold?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
  /** Units on hand; null: not tracked (never runs out). */
  stockQuantity?: InputMaybe<Scalars['Int']['input']>;
};

/** One product's rows of a group's price list, replacing those it had (none: no trade price). */
export type SetTradePricesInput = {
  priceGroupId: Scalars['Int']['input'];
  productId: Scalars['String']['input'];
  rows: Array<TradePriceRowInput>;
};

/** A standing order to make (no id) or to change: the lines placed for every chosen weekday, received and paid as said. */
export type StandingOrderInput = {
  /** For a delivery: one of myAddresses' ids; none: the default one. */
  addressId?: InputMaybe<Scalars['Int']['input']>;
  deliveryMethod: DeliveryMethod;
  /** YYYY-MM-DD: the last day an order may arrive; none: until ended. */
  endsOn?: InputMaybe<Scalars['String']['input']>;
  /** Left out: a new standing order. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 50 products and quantities. */
  lines: Array<OrderItemInput>;
  name: Scalars['String']['input'];
  paymentMethod: PaymentMethod;
  /** YYYY-MM-DD: the first day an order may arrive. */
  startsOn: Scalars['String']['input'];
  /** ISO weekdays the order arrives (or is picked up) on: 1 = Monday … 7 = Sunday. */
  weekdays: Array<Scalars['Int']['input']>;
};

/** ACTIVE: placed on its days; PAUSED: nothing placed until resumed; ENDED: never placed again. */
export type StandingOrderStatus = 'ACTIVE' | 'ENDED' | 'PAUSED';

/** PLACED: the order was placed (some lines may have been left out); FAILED: nothing was placed. */
export type StandingRunOutcome = 'FAILED' | 'PLACED';

/** What to recall: one lot (`lotId`), or the lots of a product made from `producedFrom` to `producedTo`; `mock` runs the same lookup and export and tells nobody. */
export type StartRecallInput = {
  lotId?: InputMaybe<Scalars['Int']['input']>;
  /** A drill: the lookup and export only, no lot changed, nobody told. */
  mock?: InputMaybe<Scalars['Boolean']['input']>;
  producedFrom?: InputMaybe<Scalars['String']['input']>;
  producedTo?: InputMaybe<Scalars['String']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  reason: Scalars['String']['input'];
};

/** ORDER: an order placed (charged its total); CASH_AT_HANDOVER: cash counted when it was handed over; PAYMENT: a payment recorded (a transfer checked, cash at the counter, the rest of a short collection). */
export type StatementEntryKind = 'CASH_AT_HANDOVER' | 'ORDER' | 'PAYMENT';

/** An application waits (PENDING) until an employee approves it into a price group or declines it with a reason. */
export type TradeAccountStatus = 'APPROVED' | 'DECLINED' | 'PENDING';

/** From minQuantity units a line on, unitPrice pesos, from validFrom to validTo (Manila days, both included). */
export type TradePriceRowInput = {
  minQuantity: Scalars['Int']['input'];
  unitPrice: Scalars['Float']['input'];
  /** YYYY-MM-DD; null: since always. */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, the last day; null: until further notice. */
  validTo?: InputMaybe<Scalars['String']['input']>;
};

/** How a product is sold to trade: at least minQuantity a line, in multiples of multiple (null: no such rule). */
export type TradeQuantityRuleInput = {
  minQuantity?: InputMaybe<Scalars['Int']['input']>;
  multiple?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['String']['input'];
};

/** GCash, Maya or a bank transfer: the methods paid to one of the shop’s accounts. */
export type TransferMethod = 'BANK_TRANSFER' | 'GCASH' | 'MAYA';

export type UpdateProfileInput = {
  /** With cityCode: the street, barangay and the like. Without it: the whole address on one line, kept as written. */
  address: Scalars['String']['input'];
  /** The PSGC code of the barangay (placeBarangays), with cityCode. */
  barangayCode?: InputMaybe<Scalars['String']['input']>;
  /** The PSGC code of the city or municipality (placeCities): the profile address can then be delivered to. */
  cityCode?: InputMaybe<Scalars['String']['input']>;
  confirmNewPassword?: InputMaybe<Scalars['String']['input']>;
  /** Required with newPassword: the password the account has now. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  emailAddress: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  /** What helps the rider find the profile address. */
  landmark?: InputMaybe<Scalars['String']['input']>;
  mobileNumber: Scalars['String']['input'];
  newPassword?: InputMaybe<Scalars['String']['input']>;
  userName: Scalars['String']['input'];
};

/** What to change of an endpoint; what is left out stays. */
export type UpdateWebhookEndpointInput = {
  /** Turn the endpoint on (again) or off. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** An expired (or recalled) lot's units left, written off with why. */
export type WriteOffLotInput = {
  lotId: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};

export type ZoneAreaInput = {
  /** One city of the province; none (or empty) for the whole province. */
  city?: InputMaybe<Scalars['String']['input']>;
  province: Scalars['String']['input'];
};
