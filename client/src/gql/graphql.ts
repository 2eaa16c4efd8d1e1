/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
};

export type AddProductInput = {
  productId: Scalars['String']['input'];
  /** An http(s) URL or a site path such as /images/products/danggit.webp. */
  productImage: Scalars['String']['input'];
  productName: Scalars['String']['input'];
  /** Pesos, at most two decimals, greater than 0 and at most 1,000,000. */
  productPrice: Scalars['Float']['input'];
  productStatus?: InputMaybe<ProductStatus>;
  productType: ProductType;
};

/** A signed-in session: send the token as "Authorization: Bearer <token>". */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  expiresAt: Scalars['DateTime']['output'];
  role: Role;
  token: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type DecideOrderInput = {
  orderId: Scalars['Int']['input'];
  /** Optional, at most 500 characters, stored exactly as sent. */
  remarks?: InputMaybe<Scalars['String']['input']>;
};

export type EditProductInput = {
  productId: Scalars['String']['input'];
  productImage?: InputMaybe<Scalars['String']['input']>;
  productPrice?: InputMaybe<Scalars['Float']['input']>;
  productStatus?: InputMaybe<ProductStatus>;
  productType?: InputMaybe<ProductType>;
};

/** The employee who decided an order. */
export type Employee = {
  __typename?: 'Employee';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type LoginInput = {
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addProduct: Product;
  /** Approves a pending order; CONFLICT when it is no longer pending. */
  approveOrder: Order;
  /** Cancels a pending order; CONFLICT when it is no longer pending. */
  cancelOrder: Order;
  /** Customer portal: only Customer accounts. */
  customerLogin: AuthPayload;
  /** Removes a product from the catalogue; orders that contain it keep their lines. */
  deleteProduct: Product;
  editProduct: Product;
  /** Employee portal: only Employee accounts. */
  employeeLogin: AuthPayload;
  /** Places an order for the signed-in customer; prices come from the catalogue. */
  placeOrder: Order;
  /** Creates a Customer account. */
  register: UserProfile;
  /** Updates the caller's own profile; an empty newPassword keeps the old one. */
  updateProfile: ProfileUpdate;
};


export type MutationAddProductArgs = {
  input: AddProductInput;
};


export type MutationApproveOrderArgs = {
  input: DecideOrderInput;
};


export type MutationCancelOrderArgs = {
  input: DecideOrderInput;
};


export type MutationCustomerLoginArgs = {
  input: LoginInput;
};


export type MutationDeleteProductArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationEditProductArgs = {
  input: EditProductInput;
};


export type MutationEmployeeLoginArgs = {
  input: LoginInput;
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

export type Order = {
  __typename?: 'Order';
  address: Scalars['String']['output'];
  authorizationDate?: Maybe<Scalars['DateTime']['output']>;
  authorizedBy?: Maybe<Employee>;
  authorizedByFullName?: Maybe<Scalars['String']['output']>;
  cartItems: Array<OrderLine>;
  customerId: Scalars['ID']['output'];
  emailAddress: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  mobileNumber: Scalars['String']['output'];
  orderDate: Scalars['DateTime']['output'];
  orderId: Scalars['Int']['output'];
  orderStatus: OrderStatus;
  remarks?: Maybe<Scalars['String']['output']>;
  /** Sum of the lines, in pesos. */
  totalAmount: Scalars['Float']['output'];
};

export type OrderItemInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** A line as it was when the order was placed. */
export type OrderLine = {
  __typename?: 'OrderLine';
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  /** Unit price in pesos at order time. */
  productPrice: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  totalPrice: Scalars['Float']['output'];
};

export type OrderStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'PENDING';

export type PlaceOrderInput = {
  items: Array<OrderItemInput>;
};

export type Product = {
  __typename?: 'Product';
  createdAt: Scalars['DateTime']['output'];
  productId: Scalars['ID']['output'];
  productImage: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  /** Price in Philippine pesos. */
  productPrice: Scalars['Float']['output'];
  productStatus: ProductStatus;
  productType: ProductType;
  updatedAt: Scalars['DateTime']['output'];
};

/** Customers only see Available products. */
export type ProductStatus =
  | 'Available'
  | 'Unavailable';

/** How the fish is preserved. */
export type ProductType =
  | 'DRIED'
  | 'MARINATED'
  | 'SMOKED';

export type ProfileUpdate = {
  __typename?: 'ProfileUpdate';
  profile: UserProfile;
  /** A new token when the password changed: every older token of the account stops working. */
  token?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Products customers can order (Available, in the catalogue). */
  availableProducts: Array<Product>;
  /** The caller's own profile. */
  me: UserProfile;
  /** The signed-in customer's approved and cancelled orders, newest first. */
  myOrderHistory: Array<Order>;
  /** The signed-in customer's pending orders, newest first. */
  myPendingOrders: Array<Order>;
  /** Approved and cancelled orders, most recent decision first. */
  orderActivityLog: Array<Order>;
  /** Pending orders waiting for a decision, oldest first. */
  ordersToAuthorize: Array<Order>;
  /** One product by its ID, or null. */
  product?: Maybe<Product>;
  /** The whole catalogue. */
  products: Array<Product>;
};


export type QueryProductArgs = {
  productId: Scalars['ID']['input'];
};

export type RegisterInput = {
  address: Scalars['String']['input'];
  confirmPassword: Scalars['String']['input'];
  emailAddress: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userName: Scalars['String']['input'];
};

/** Who an account belongs to. */
export type Role =
  | 'Customer'
  | 'Employee';

export type UpdateProfileInput = {
  address: Scalars['String']['input'];
  confirmNewPassword?: InputMaybe<Scalars['String']['input']>;
  emailAddress: Scalars['String']['input'];
  fullName: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
  newPassword?: InputMaybe<Scalars['String']['input']>;
  userName: Scalars['String']['input'];
};

/** An account as its owner sees it; never carries a password or hash. */
export type UserProfile = {
  __typename?: 'UserProfile';
  address: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  emailAddress: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mobileNumber: Scalars['String']['output'];
  role: Role;
  updatedAt: Scalars['DateTime']['output'];
  userName: Scalars['String']['output'];
};
