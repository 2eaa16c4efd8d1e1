// The web client's GraphQL operations by trusted-document id. Written by `npm run codegen` (server/src/tools/write-trusted-documents.ts); do not edit by hand.
export const TRUSTED_DOCUMENTS: Readonly<Record<string, string>> = {
  // Register
  "0465e633f44f837c1f049c0bf4b35ecbe4be007056913cdd83d2cccd9ca4fae2": "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    userName\n  }\n}",
  // EmployeeLogin
  "047132e07336fd6dbfc8374553074b4ca0f97440805065b0a731c209d3e94e24": "mutation EmployeeLogin($input: LoginInput!) {\n  employeeLogin(input: $input) {\n    token\n    userId\n    role\n  }\n}",
  // RotateWebhookSecret
  "0563ac49dc274e93ecda37ec193f6b20ea473034e65272bca8f77f08794deee7": "mutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}\n\nfragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  disabledReason\n  createdAt\n}",
  // ResetPassword
  "0c693063aa4afec7da62248d7808a3ac2713ec70a350b48ac3f640ac428d365c": "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}",
  // DeleteWebhookEndpoint
  "12884e8fda306584c02dd8caabe33eb72288be42d4512c4442b9540d6a118668": "mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id)\n}",
  // AvailableProducts
  "14db8d85e8862db07b767412598975e4b5324229ffa1bdedf4d4dbc93e2553cb": "query AvailableProducts {\n  availableProducts {\n    ...ProductCard\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}",
  // RequestPasswordReset
  "2bc543718e403ab73908ae80cc8dd8f26058099732d8ffa55e86d2347c8bc85d": "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input)\n}",
  // CreateWebhookEndpoint
  "41a280749fbe1fbdc2697815d1c5e6466e3e9be72f64ea4a2634713c1131da08": "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}\n\nfragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  disabledReason\n  createdAt\n}",
  // MyOrderHistory
  "4795bdb08b23f6bff8973a353a172c1a0bec124de4ec325fe1729602ac594b40": "query MyOrderHistory($after: String) {\n  myOrderHistoryConnection(first: 50, after: $after) {\n    ...OrderPage\n  }\n}\n\nfragment OrderPage on OrderConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  nodes {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}",
  // PlaceOrder
  "4918820b5068299c7d902918ef346528e408a82178bdb481a4374bab40b97d25": "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}",
  // ContactMessages
  "6cb4ff1217dd32539db7211237e48c832edffb1b60fd3913ba3e999923891ee8": "query ContactMessages($after: String) {\n  contactMessagesConnection(first: 20, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      name\n      email\n      subject\n      details\n      receivedAt\n    }\n  }\n}",
  // CreateApiKey
  "6eb01247b401529fb791625102a79f9b0cb06f724a949c4034dd36b517b0c2f2": "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      id\n      name\n      scopes\n      prefix\n      createdAt\n      lastUsedAt\n      expiresAt\n    }\n  }\n}",
  // CancelMyOrder
  "74b47584ce5133cbf691a1f4431735e84f78db3ac8d57c78ad9047de00d100a7": "mutation CancelMyOrder($input: CancelMyOrderInput!) {\n  cancelMyOrder(input: $input) {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}",
  // WebhookDeliveries
  "75fded12a38acded6224bc6365a11f43a105b35a9191fa822b58c1bf1f825b40": "query WebhookDeliveries($endpointId: ID!) {\n  webhookDeliveries(endpointId: $endpointId, first: 20) {\n    ...WebhookDeliveryFields\n  }\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  messageId\n  eventType\n  status\n  attempts\n  responseCode\n  lastError\n  createdAt\n  lastAttemptAt\n  nextAttemptAt\n}",
  // Webhooks
  "7efcb93ee1b77f45436690c3f9a31e64f04959b5363c6dea92c60f7556f6f2a9": "query Webhooks {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n  webhookEvents {\n    event\n    description\n  }\n}\n\nfragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  disabledReason\n  createdAt\n}",
  // OrderActivityLog
  "8178db32cec2fa512efe5e2d6ade0c4dc58a499f956a29adcbcd63ced481b835": "query OrderActivityLog($after: String, $from: DateTime, $to: DateTime, $status: OrderStatus, $customerId: String, $customerName: String) {\n  orderActivityLogConnection(\n    first: 50\n    after: $after\n    from: $from\n    to: $to\n    status: $status\n    customerId: $customerId\n    customerName: $customerName\n  ) {\n    ...OrderPage\n  }\n}\n\nfragment OrderPage on OrderConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  nodes {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}",
  // UpdateWebhookEndpoint
  "828935e5dde6290ca0cbb7233269c23cfec3f76ddd89e63c3eb4f3f7c5f4781e": "mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}\n\nfragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  disabledReason\n  createdAt\n}",
  // MyProfile
  "833fdfb7aafa3259625ec88e073680f6d92c29973dd25dc171482c48690f5bbb": "query MyProfile {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on UserProfile {\n  id\n  role\n  userName\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  createdAt\n  updatedAt\n}",
  // CatalogueProduct
  "8a359fdd2887449c85160ae72668937eaf85e0e927ac69ef8ee4337633ad7abb": "query CatalogueProduct($productId: ID!) {\n  catalogueProduct(productId: $productId) {\n    productId\n    productName\n    productPrice\n    productType\n    productImage\n    packSize\n    description\n    availability {\n      status\n      unitsLeft\n    }\n    storage {\n      temperature\n      shelfLifeUnopened\n      shelfLifeOpened\n      preparation\n    }\n    certifications {\n      scheme\n      certificateNumber\n      validUntil\n    }\n  }\n}",
  // Catalogue
  "96e1421364af0ffbd753d135464205d36807b34adeeb70f0230991181ee89f95": "query Catalogue {\n  catalogue {\n    productId\n    productName\n    productPrice\n    productType\n    productImage\n    packSize\n    availability {\n      status\n      unitsLeft\n    }\n  }\n}",
  // SetProductStock
  "9fbb848e4ae2d6131086e73867c7b132321e0be058015ee9459cb7ad7c21d679": "mutation SetProductStock($input: SetProductStockInput!) {\n  setProductStock(input: $input) {\n    ...StaffProduct\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}",
  // AdminDashboard
  "a1619f9fdd9aea18925f58bf5a8ee9a51db3217607e1e54c1c21d0264a04b5f2": "query AdminDashboard($from: DateTime!, $to: DateTime!) {\n  adminDashboard(from: $from, to: $to) {\n    from\n    to\n    pendingToday\n    pendingTotal\n    approvedCount\n    cancelledCount\n    approvedRevenue\n    revenueByType {\n      productType\n      quantity\n      revenue\n    }\n    daily {\n      day\n      ordersPlaced\n      approvedRevenue\n    }\n  }\n}",
  // SetProductCertifications
  "ae9b7ffe9b5412fc7492d1d3e9d33fc7607a4d0f6c374a4c2118135d9991e8f3": "mutation SetProductCertifications($input: SetProductCertificationsInput!) {\n  setProductCertifications(input: $input) {\n    scheme\n    certificateNumber\n    validUntil\n  }\n}",
  // CatalogueProducts
  "af63b4c599c66a5b56f5f9b5ee3e91d26ef1ba30c99cd1edbe8aa518e3a38133": "query CatalogueProducts($after: String, $search: String, $type: ProductType, $status: ProductStatus, $sort: CatalogueSort) {\n  productsConnection(\n    first: 100\n    after: $after\n    search: $search\n    type: $type\n    status: $status\n    sort: $sort\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      ...StaffProduct\n    }\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}",
  // ApiKeys
  "b8dc3a832edcb626a0db222e7175a8e9ade1465060f8e0af3082331c1440b8de": "query ApiKeys {\n  apiKeys {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n  apiScopes {\n    scope\n    description\n  }\n}",
  // ResendWebhookDelivery
  "c4dd302c9a40180ee64a2a8025a1c1c20c95b2eb692178c3e55b4bdbc485ae19": "mutation ResendWebhookDelivery($id: ID!) {\n  resendWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  messageId\n  eventType\n  status\n  attempts\n  responseCode\n  lastError\n  createdAt\n  lastAttemptAt\n  nextAttemptAt\n}",
  // CancelOrder
  "c641301f2007f47f5ea26796c64a89eeb07df1f56026e9109efa9cca99779729": "mutation CancelOrder($input: DecideOrderInput!) {\n  cancelOrder(input: $input) {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}",
  // DeleteProduct
  "c70add9d3d87a960f3a2bc54d784657796f45914df9c1d2a6ec9115e87b90118": "mutation DeleteProduct($productId: ID!) {\n  deleteProduct(productId: $productId) {\n    productId\n    productName\n  }\n}",
  // OrdersToAuthorize
  "c9785e23cd6c0aad28e1352f3024da88358771b746b5dc5d81d4720d74a07c44": "query OrdersToAuthorize($after: String) {\n  ordersToAuthorizeConnection(first: 50, after: $after) {\n    ...OrderPage\n  }\n}\n\nfragment OrderPage on OrderConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  nodes {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}",
  // ProductNameMatches
  "cc67b62575565889b05f7e75e2ca4f46465f77dcdb0b7920678badbfef94f091": "query ProductNameMatches($search: String!) {\n  productsConnection(first: 1, search: $search) {\n    totalCount\n  }\n}",
  // PickSheet
  "d02a7d1ca1c118b164140952e117c7574d6210a2d0c7a5939bf70b4dff0d2265": "query PickSheet($day: String!) {\n  pickSheet(day: $day) {\n    day\n    orderCount\n    items {\n      productId\n      productName\n      productType\n      quantity\n      storage {\n        temperature\n        shelfLifeUnopened\n      }\n    }\n  }\n}",
  // Logout
  "d33294c28ffdaff741dcadc2dba75b4013cdc29cd5f9e8f61d3ac85d57868a04": "mutation Logout {\n  logout\n}",
  // MyPendingOrders
  "d42d52a0de0b0d35da6d7ad44d8e9551d11e8875bd6cf983832f9cda8b93996e": "query MyPendingOrders($after: String) {\n  myPendingOrdersConnection(first: 50, after: $after) {\n    ...OrderPage\n  }\n}\n\nfragment OrderPage on OrderConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  nodes {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}",
  // EditProduct
  "e11ffd62806a5dd6b25f18adbb37c19ab25172cf55fff9d5ad5e2e32adcded72": "mutation EditProduct($input: EditProductInput!) {\n  editProduct(input: $input) {\n    ...StaffProduct\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}",
  // FindProduct
  "e7bc7d61c8c1e5f2cdff979ec7692c52845d64b3422e1c9b66698acd11463e9e": "query FindProduct($productId: ID!) {\n  product(productId: $productId) {\n    ...StaffProduct\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}",
  // UpdateProfile
  "ece1ca128fac95e08c54178103da35eca9395263bac32c9369caf995faab3c99": "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    profile {\n      ...ProfileFields\n    }\n  }\n}\n\nfragment ProfileFields on UserProfile {\n  id\n  role\n  userName\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  createdAt\n  updatedAt\n}",
  // ApproveOrder
  "ef32ffec7ec3bb4530d39e8160ae261e2fdd54751686cd3fec09b96a60cfb3cd": "mutation ApproveOrder($input: DecideOrderInput!) {\n  approveOrder(input: $input) {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}",
  // CustomerLogin
  "f17f4b2a630c66c3d0ca684237f9baad92e6ec6cac3c59e48d89d04562806676": "mutation CustomerLogin($input: LoginInput!) {\n  customerLogin(input: $input) {\n    token\n    userId\n    role\n  }\n}",
  // RevokeApiKey
  "f9da2c773c96a4e694afb30f8c866f25ee077e7d7e2d252c154608c0c41828ed": "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    id\n    revokedAt\n  }\n}",
  // ProductPageTexts
  "fa9ff22f09a4ed6092bc99bd19c28407b4c67486ee840ad02a0bfc739a529ad0": "query ProductPageTexts($productId: ID!) {\n  product(productId: $productId) {\n    productId\n    packSize\n    description\n    storage {\n      temperature\n      shelfLifeUnopened\n      shelfLifeOpened\n      preparation\n    }\n    certifications {\n      scheme\n      certificateNumber\n      validUntil\n    }\n  }\n}",
  // AddProduct
  "ffc408f2dde13c2c81702d9c60b168271203261e1d058ef0efe274dd641a31b6": "mutation AddProduct($input: AddProductInput!) {\n  addProduct(input: $input) {\n    ...StaffProduct\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}",
};
