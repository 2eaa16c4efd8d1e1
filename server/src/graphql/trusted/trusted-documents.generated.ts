// The web client's GraphQL operations by trusted-document id. Written by `npm run codegen` (server/src/tools/write-trusted-documents.ts); do not edit by hand.
export const TRUSTED_DOCUMENTS: Readonly<Record<string, string>> = {
  // Register
  '0465e633f44f837c1f049c0bf4b35ecbe4be007056913cdd83d2cccd9ca4fae2':
    'mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    id\n    userName\n  }\n}',
  // EmployeeLogin
  '047132e07336fd6dbfc8374553074b4ca0f97440805065b0a731c209d3e94e24':
    'mutation EmployeeLogin($input: LoginInput!) {\n  employeeLogin(input: $input) {\n    token\n    userId\n    role\n  }\n}',
  // RotateWebhookSecret
  '0563ac49dc274e93ecda37ec193f6b20ea473034e65272bca8f77f08794deee7':
    'mutation RotateWebhookSecret($id: ID!) {\n  rotateWebhookSecret(id: $id) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}\n\nfragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  disabledReason\n  createdAt\n}',
  // ResetPassword
  '0c693063aa4afec7da62248d7808a3ac2713ec70a350b48ac3f640ac428d365c':
    'mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input)\n}',
  // WriteOffLot
  '0f124b4fd0568cd278e6fc5603f03715bdd6bc5401dc85ebc9828a299bbda07d':
    'mutation WriteOffLot($input: WriteOffLotInput!) {\n  writeOffLot(input: $input) {\n    ...LotFields\n  }\n}\n\nfragment LotFields on Lot {\n  id\n  lotCode\n  productId\n  productionDate\n  bestBefore\n  bestBeforeLabel\n  bestBeforeReason\n  quantity\n  quantityLeft\n  writtenOff\n  status\n  statusReason\n  writeOffReason\n  sellable\n}',
  // LotShortages
  '0f7a74e070a5d470124e8d4a03e080ec38204fd2501756aff6bba183e8ae862e':
    'query LotShortages {\n  lotShortages {\n    orderId\n    productId\n    productName\n    unitsShort\n    unsellableLots\n  }\n}',
  // DeleteWebhookEndpoint
  '12884e8fda306584c02dd8caabe33eb72288be42d4512c4442b9540d6a118668':
    'mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id)\n}',
  // AvailableProducts
  '14db8d85e8862db07b767412598975e4b5324229ffa1bdedf4d4dbc93e2553cb':
    'query AvailableProducts {\n  availableProducts {\n    ...ProductCard\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}',
  // UpdateAddress
  '1adf0fe9afe1d752274de32af079360bccfdee2b566a0b1b049ecda2aa29c581':
    'mutation UpdateAddress($id: Int!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...CustomerAddressFields\n  }\n}\n\nfragment CustomerAddressFields on CustomerAddress {\n  id\n  label\n  address\n  city\n  province\n  isDefault\n  isProfile\n  placeConfirmed\n  provinceCode\n  cityCode\n  barangayCode\n  barangay\n  landmark\n  zone {\n    id\n    name\n    deliveryFee\n  }\n}',
  // PackingPlan
  '1e4624db2870dc362d156e9e1155ac09adaaa2979aca533f4dd1d7d198b1d17a':
    'query PackingPlan($orderId: Int!) {\n  packingPlan(orderId: $orderId) {\n    lineId\n    productId\n    productName\n    quantity\n    short\n    suggested {\n      quantity\n      lot {\n        id\n        lotCode\n        bestBefore\n        bestBeforeLabel\n      }\n    }\n    lots {\n      id\n      lotCode\n      bestBefore\n      bestBeforeLabel\n      quantityLeft\n      sellable\n      status\n    }\n  }\n}',
  // OrderActivityLog
  '2077abca71267296661e3f50606c43c873284ee12fcc827cc4699422e935a498':
    'query OrderActivityLog($after: String, $from: DateTime, $to: DateTime, $status: OrderStatus, $customerId: String, $customerName: String) {\n  orderActivityLogConnection(\n    first: 50\n    after: $after\n    from: $from\n    to: $to\n    status: $status\n    customerId: $customerId\n    customerName: $customerName\n  ) {\n    ...OrderPage\n    nodes {\n      ...OrderProgress\n    }\n  }\n}\n\nfragment OrderPage on OrderConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  nodes {\n    ...OrderRow\n  }\n}\n\nfragment OrderProgress on Order {\n  deliveryMethod\n  paymentMethod\n  paymentStatus\n  fulfilmentStatus\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}',
  // MyAddresses
  '26b441f99108dd5a828cd7cb2051d7ed1864e6dd0b67e8624da3e3b1ba5a8432':
    'query MyAddresses {\n  myAddresses {\n    ...CustomerAddressFields\n  }\n}\n\nfragment CustomerAddressFields on CustomerAddress {\n  id\n  label\n  address\n  city\n  province\n  isDefault\n  isProfile\n  placeConfirmed\n  provinceCode\n  cityCode\n  barangayCode\n  barangay\n  landmark\n  zone {\n    id\n    name\n    deliveryFee\n  }\n}',
  // RequestPasswordReset
  '2bc543718e403ab73908ae80cc8dd8f26058099732d8ffa55e86d2347c8bc85d':
    'mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input)\n}',
  // AddAddress
  '2c1a6c8294d2afcee50d7e284fcf3b0d2cba1e4495f0637045ed64b08a38f22d':
    'mutation AddAddress($input: AddressInput!) {\n  addAddress(input: $input) {\n    ...CustomerAddressFields\n  }\n}\n\nfragment CustomerAddressFields on CustomerAddress {\n  id\n  label\n  address\n  city\n  province\n  isDefault\n  isProfile\n  placeConfirmed\n  provinceCode\n  cityCode\n  barangayCode\n  barangay\n  landmark\n  zone {\n    id\n    name\n    deliveryFee\n  }\n}',
  // SetPaymentAccount
  '388e1362c92fffb783162a657cd655dc11ef9167b5c3393ad3454bbcb8949327':
    'mutation SetPaymentAccount($input: PaymentAccountInput!) {\n  setPaymentAccount(input: $input) {\n    ...PaymentAccountFields\n  }\n}\n\nfragment PaymentAccountFields on PaymentAccount {\n  method\n  accountName\n  accountNumber\n  bankName\n  branch\n  qrImage\n}',
  // AdminDashboard
  '3fdef093690f768de056c4d9a499ee1e9beb1b6d88a34a7a29990575a7b19ca2':
    'query AdminDashboard($from: DateTime!, $to: DateTime!) {\n  adminDashboard(from: $from, to: $to) {\n    from\n    to\n    pendingToday\n    pendingTotal\n    approvedCount\n    cancelledCount\n    approvedRevenue\n    revenueByType {\n      productType\n      quantity\n      revenue\n    }\n    moneyOwed {\n      proofsToCheck\n      balancesDue\n      balancesDueAmount\n      refundsDue\n      refundsDueAmount\n    }\n    daily {\n      day\n      ordersPlaced\n      approvedRevenue\n    }\n  }\n}',
  // CreateWebhookEndpoint
  '41a280749fbe1fbdc2697815d1c5e6466e3e9be72f64ea4a2634713c1131da08':
    'mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}\n\nfragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  disabledReason\n  createdAt\n}',
  // PlaceOrder
  '4918820b5068299c7d902918ef346528e408a82178bdb481a4374bab40b97d25':
    'mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}',
  // DeliveryOptions
  '4b606edb1c003d26aa0baf9572cb6e168a89c71017ac8fd0105920f480b2a7b1':
    'query DeliveryOptions($input: DeliveryQuoteInput!) {\n  deliveryOptions(input: $input) {\n    method\n    zone {\n      id\n      name\n      deliveryFee\n    }\n    deliveryFee\n    dates\n    perishable\n    unavailableReason\n  }\n}',
  // RemovePaymentAccount
  '5b28e27ed168931b7e8b20ecce0aeea2ac5c06054b3857c6a95db92412c77a73':
    'mutation RemovePaymentAccount($method: TransferMethod!) {\n  removePaymentAccount(method: $method)\n}',
  // DeleteAddress
  '5b67b7e01dd45f52895015c2a6f9ccc733d1515052466b4c44bc182af4b50947':
    'mutation DeleteAddress($id: Int!) {\n  deleteAddress(id: $id)\n}',
  // LotProducts
  '60f9f3ab0eb9e5f9bd4e3f298eac093f5a4dc46735f5ae6aa48d75e1dd588e8e':
    'query LotProducts($after: String) {\n  productsConnection(first: 100, after: $after, sort: NAME) {\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      productId\n      productName\n    }\n  }\n}',
  // RecordOrderRefund
  '61aaaa0cff7c57cde0534a49b95169103784de9f9b9e188497dccf3b2394e6de':
    'mutation RecordOrderRefund($input: RecordRefundInput!) {\n  recordOrderRefund(input: $input) {\n    orderId\n    paymentStatus\n    refundMethod\n    refundReference\n    refundedOn\n  }\n}',
  // UpdateDeliveryZone
  '6c104142dfe90bf8bf57b4ba25c0ea3d2f03420afbb08f92b74085eb3e4d7cd2':
    'mutation UpdateDeliveryZone($id: Int!, $input: DeliveryZoneInput!) {\n  updateDeliveryZone(id: $id, input: $input) {\n    ...DeliveryZoneFields\n  }\n}\n\nfragment DeliveryZoneFields on DeliveryZone {\n  id\n  name\n  areas {\n    province\n    city\n    provinceCode\n    cityCode\n  }\n  deliveryFee\n  leadDays\n  weekdays\n  cutoff\n  active\n}',
  // DeleteDeliveryZone
  '6c45d90211724e9bd1b4b9b884c50035e2b3841c34d571ea90e0e7870767c4f0':
    'mutation DeleteDeliveryZone($id: Int!) {\n  deleteDeliveryZone(id: $id)\n}',
  // ContactMessages
  '6cb4ff1217dd32539db7211237e48c832edffb1b60fd3913ba3e999923891ee8':
    'query ContactMessages($after: String) {\n  contactMessagesConnection(first: 20, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      name\n      email\n      subject\n      details\n      receivedAt\n    }\n  }\n}',
  // CancelMyOrder
  '74b47584ce5133cbf691a1f4431735e84f78db3ac8d57c78ad9047de00d100a7':
    'mutation CancelMyOrder($input: CancelMyOrderInput!) {\n  cancelMyOrder(input: $input) {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}',
  // WebhookDeliveries
  '75fded12a38acded6224bc6365a11f43a105b35a9191fa822b58c1bf1f825b40':
    'query WebhookDeliveries($endpointId: ID!) {\n  webhookDeliveries(endpointId: $endpointId, first: 20) {\n    ...WebhookDeliveryFields\n  }\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  messageId\n  eventType\n  status\n  attempts\n  responseCode\n  lastError\n  createdAt\n  lastAttemptAt\n  nextAttemptAt\n}',
  // Webhooks
  '7efcb93ee1b77f45436690c3f9a31e64f04959b5363c6dea92c60f7556f6f2a9':
    'query Webhooks {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n  }\n  webhookEvents {\n    event\n    description\n  }\n}\n\nfragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  disabledReason\n  createdAt\n}',
  // ProductPageTexts
  '8103f701ab50904b1900620a8e245d19cc0674d889a92a5f2da425828e2fa94f':
    'query ProductPageTexts($productId: ID!) {\n  product(productId: $productId) {\n    productId\n    packSize\n    description\n    storage {\n      ...StorageGuidanceFields\n    }\n    certifications {\n      ...CertificationFields\n    }\n  }\n}\n\nfragment CertificationFields on Certification {\n  scheme\n  certificateNumber\n  validUntil\n}\n\nfragment StorageGuidanceFields on StorageGuidance {\n  temperature\n  shelfLifeUnopened\n  shelfLifeOpened\n  preparation\n}',
  // UpdateWebhookEndpoint
  '828935e5dde6290ca0cbb7233269c23cfec3f76ddd89e63c3eb4f3f7c5f4781e':
    'mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}\n\nfragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  events\n  enabled\n  disabledReason\n  createdAt\n}',
  // LotRule
  '82f9f513b5651a5c7586b1aab6099630d9d12c970bea3411af420c08e1ee2f15':
    'query LotRule($productId: ID!, $productionDate: String!) {\n  lotRule(productId: $productId, productionDate: $productionDate) {\n    prefix\n    nextCode\n    bestBefore\n    shelfLifeDays\n  }\n}',
  // MyProfile
  '833fdfb7aafa3259625ec88e073680f6d92c29973dd25dc171482c48690f5bbb':
    'query MyProfile {\n  me {\n    ...ProfileFields\n  }\n}\n\nfragment ProfileFields on UserProfile {\n  id\n  role\n  userName\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  createdAt\n  updatedAt\n}',
  // RecordLot
  '8f983804cf3a297612cc76ff9a78cce1bffe15e4d3a968938c5af9a46fc9b9ea':
    'mutation RecordLot($input: RecordLotInput!) {\n  recordLot(input: $input) {\n    ...LotFields\n  }\n}\n\nfragment LotFields on Lot {\n  id\n  lotCode\n  productId\n  productionDate\n  bestBefore\n  bestBeforeLabel\n  bestBeforeReason\n  quantity\n  quantityLeft\n  writtenOff\n  status\n  statusReason\n  writeOffReason\n  sellable\n}',
  // PlaceProvinces
  '9b8ead0d37e0c9515ee644813b72d92fe3fd450ea8b69d51d955f079512dbaf9':
    'query PlaceProvinces {\n  placeProvinces {\n    code\n    name\n  }\n}',
  // SetProductStock
  '9fbb848e4ae2d6131086e73867c7b132321e0be058015ee9459cb7ad7c21d679':
    'mutation SetProductStock($input: SetProductStockInput!) {\n  setProductStock(input: $input) {\n    ...StaffProduct\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}',
  // CreateDeliveryZone
  a24b6b55bc4ad847d84a8341703cffa8a96abf95d3dbc4b04a80420c461e3117:
    'mutation CreateDeliveryZone($input: DeliveryZoneInput!) {\n  createDeliveryZone(input: $input) {\n    ...DeliveryZoneFields\n  }\n}\n\nfragment DeliveryZoneFields on DeliveryZone {\n  id\n  name\n  areas {\n    province\n    city\n    provinceCode\n    cityCode\n  }\n  deliveryFee\n  leadDays\n  weekdays\n  cutoff\n  active\n}',
  // DeliveryManifest
  a5dea4a2e10a35115068df6d8e201867947894fa1e7b1f80a6a46e70f89466bd:
    'query DeliveryManifest($date: String!, $zoneId: Int, $today: String!) {\n  deliveryManifest(date: $date, zoneId: $zoneId) {\n    date\n    groups {\n      method\n      zoneName\n      orders {\n        orderId\n        fullName\n        address\n        mobileNumber\n        orderNote\n        paymentMethod\n        paymentStatus\n        amountToCollect\n        fulfilmentStatus\n        totalAmount\n        paymentReference\n        hasPaymentProof\n        paymentProofVersion\n        amountCollected\n        paidAt\n        packedAt\n        dispatchedAt\n        completedAt\n        lines {\n          lineId\n          productId\n          productName\n          productPrice\n          quantity\n          totalPrice\n          lots {\n            ...LineLotFields\n          }\n        }\n      }\n    }\n  }\n  deliveryZones {\n    id\n    name\n    active\n  }\n  deliveryDays(from: $today) {\n    date\n    openOrders\n  }\n}\n\nfragment LineLotFields on LineLot {\n  lotCode\n  bestBefore\n  bestBeforeLabel\n  quantity\n}',
  // MyOrder
  a97aaca157fe71bbea6442890ee80962d5d7354b7139d54453b2b51a8357b1bb:
    'query MyOrder($orderId: Int!) {\n  myOrder(orderId: $orderId) {\n    ...OrderDetails\n  }\n}\n\nfragment LineLotFields on LineLot {\n  lotCode\n  bestBefore\n  bestBeforeLabel\n  quantity\n}\n\nfragment OrderDetails on Order {\n  ...OrderRow\n  ...OrderLife\n  deliveryZoneName\n  deliveryFee\n  goodsAmount\n  orderNote\n  payTo {\n    ...PaymentAccountFields\n  }\n  cartItems {\n    lineId\n    lots {\n      ...LineLotFields\n    }\n  }\n}\n\nfragment OrderLife on Order {\n  orderId\n  orderStatus\n  paymentStatus\n  fulfilmentStatus\n  customerStatus\n  deliveryMethod\n  deliveryDate\n  paymentMethod\n  paymentReference\n  hasPaymentProof\n  paymentProofVersion\n  totalAmount\n  amountCollected\n  collectionNote\n  paidAt\n  packedAt\n  dispatchedAt\n  completedAt\n  refundMethod\n  refundReference\n  refundedOn\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}\n\nfragment PaymentAccountFields on PaymentAccount {\n  method\n  accountName\n  accountNumber\n  bankName\n  branch\n  qrImage\n}',
  // StartRecall
  adca7383946b5476e31d3378684079124c2cb5bfe2e399b145f9ca28fb78c570:
    'mutation StartRecall($input: StartRecallInput!) {\n  startRecall(input: $input) {\n    ...RecallOutcomeFields\n  }\n}\n\nfragment RecallFields on Recall {\n  id\n  mock\n  productId\n  lotCodes\n  producedFrom\n  producedTo\n  reason\n  startedAt\n  startedBy\n  lookupMs\n  ordersFound\n  customersFound\n  unitsFound\n  noticesSent\n  csvUrl\n}\n\nfragment RecallOutcomeFields on RecallOutcome {\n  recall {\n    ...RecallFields\n  }\n  shipments {\n    orderId\n    customerId\n    fullName\n    emailAddress\n    mobileNumber\n    shipTo\n    shipDate\n    productName\n    lotCode\n    bestBefore\n    quantity\n  }\n}',
  // SetProductCertifications
  ae9b7ffe9b5412fc7492d1d3e9d33fc7607a4d0f6c374a4c2118135d9991e8f3:
    'mutation SetProductCertifications($input: SetProductCertificationsInput!) {\n  setProductCertifications(input: $input) {\n    scheme\n    certificateNumber\n    validUntil\n  }\n}',
  // CatalogueProducts
  af63b4c599c66a5b56f5f9b5ee3e91d26ef1ba30c99cd1edbe8aa518e3a38133:
    'query CatalogueProducts($after: String, $search: String, $type: ProductType, $status: ProductStatus, $sort: CatalogueSort) {\n  productsConnection(\n    first: 100\n    after: $after\n    search: $search\n    type: $type\n    status: $status\n    sort: $sort\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      ...StaffProduct\n    }\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}',
  // MyPendingOrders
  b22ddab740546e5d4e544f26a8616b289307e3c3136f82301f4496e1809a0cd0:
    'query MyPendingOrders($after: String) {\n  myPendingOrdersConnection(first: 50, after: $after) {\n    ...OrderPage\n    nodes {\n      ...CustomerListLife\n    }\n  }\n}\n\nfragment CustomerListLife on Order {\n  customerStatus\n  deliveryMethod\n  deliveryDate\n  paymentMethod\n  paymentStatus\n}\n\nfragment OrderPage on OrderConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  nodes {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}',
  // PaymentAccounts
  b2d8d9668d382ae4f7a5817589155980bcd917a78989e268803365f05b3d05f3:
    'query PaymentAccounts {\n  paymentAccounts {\n    ...PaymentAccountFields\n  }\n}\n\nfragment PaymentAccountFields on PaymentAccount {\n  method\n  accountName\n  accountNumber\n  bankName\n  branch\n  qrImage\n}',
  // ResendWebhookDelivery
  c4dd302c9a40180ee64a2a8025a1c1c20c95b2eb692178c3e55b4bdbc485ae19:
    'mutation ResendWebhookDelivery($id: ID!) {\n  resendWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}\n\nfragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  messageId\n  eventType\n  status\n  attempts\n  responseCode\n  lastError\n  createdAt\n  lastAttemptAt\n  nextAttemptAt\n}',
  // CancelOrder
  c641301f2007f47f5ea26796c64a89eeb07df1f56026e9109efa9cca99779729:
    'mutation CancelOrder($input: DecideOrderInput!) {\n  cancelOrder(input: $input) {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}',
  // Recalls
  c6f125b438e69fa82e657200580a339dff45293e81b5ede7b935532a4445b8eb:
    'query Recalls {\n  recalls {\n    ...RecallFields\n  }\n}\n\nfragment RecallFields on Recall {\n  id\n  mock\n  productId\n  lotCodes\n  producedFrom\n  producedTo\n  reason\n  startedAt\n  startedBy\n  lookupMs\n  ordersFound\n  customersFound\n  unitsFound\n  noticesSent\n  csvUrl\n}',
  // DeleteProduct
  c70add9d3d87a960f3a2bc54d784657796f45914df9c1d2a6ec9115e87b90118:
    'mutation DeleteProduct($productId: ID!) {\n  deleteProduct(productId: $productId) {\n    productId\n    productName\n  }\n}',
  // ProductLots
  c7a8744537d7c84229f70b618f196a3ecbc4d3be35cecc772d420a3ec7424785:
    'query ProductLots($productId: ID!) {\n  lots(productId: $productId) {\n    ...LotFields\n  }\n}\n\nfragment LotFields on Lot {\n  id\n  lotCode\n  productId\n  productionDate\n  bestBefore\n  bestBeforeLabel\n  bestBeforeReason\n  quantity\n  quantityLeft\n  writtenOff\n  status\n  statusReason\n  writeOffReason\n  sellable\n}',
  // PlaceCities
  ca77f37237dd30925d765efeac274c333acec809269f9a400d2a41fe65e174e1:
    'query PlaceCities($provinceCode: String!) {\n  placeCities(provinceCode: $provinceCode) {\n    code\n    name\n  }\n}',
  // ProductNameMatches
  cc67b62575565889b05f7e75e2ca4f46465f77dcdb0b7920678badbfef94f091:
    'query ProductNameMatches($search: String!) {\n  productsConnection(first: 1, search: $search) {\n    totalCount\n  }\n}',
  // OrdersToAuthorize
  cc6a81799f37f104948e7c7ca299d7a0012bb0c2820fe07a7646e3fcac13ed1d:
    'query OrdersToAuthorize($after: String) {\n  ordersToAuthorizeConnection(first: 50, after: $after) {\n    ...OrderPage\n    nodes {\n      ...OrderSettlement\n      fulfilmentStatus\n      paidAt\n      amountCollected\n    }\n  }\n}\n\nfragment OrderPage on OrderConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  nodes {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}\n\nfragment OrderSettlement on Order {\n  deliveryMethod\n  deliveryZoneName\n  deliveryDate\n  deliveryFee\n  paymentMethod\n  paymentStatus\n  paymentReference\n  hasPaymentProof\n  paymentProofVersion\n}',
  // AdvanceFulfilment
  cffbabf385c5e394e53d469a99ca4562a6a8e6a22365b22037e0a29e90784ec8:
    'mutation AdvanceFulfilment($orderId: Int!, $to: FulfilmentStatus!, $cashCollected: Float, $reason: String, $confirmOffDate: Boolean, $lots: [LotChoiceInput!]) {\n  advanceFulfilment(\n    orderId: $orderId\n    to: $to\n    cashCollected: $cashCollected\n    reason: $reason\n    confirmOffDate: $confirmOffDate\n    lots: $lots\n  ) {\n    orderId\n    fulfilmentStatus\n    paymentStatus\n  }\n}',
  // PickSheet
  d02a7d1ca1c118b164140952e117c7574d6210a2d0c7a5939bf70b4dff0d2265:
    'query PickSheet($day: String!) {\n  pickSheet(day: $day) {\n    day\n    orderCount\n    items {\n      productId\n      productName\n      productType\n      quantity\n      storage {\n        temperature\n        shelfLifeUnopened\n      }\n    }\n  }\n}',
  // MyOrderHistory
  d2d7387d15e99732744c0bf8dbd65e5c2af7e1e8655704bf38b22ccfacf6003d:
    'query MyOrderHistory($after: String) {\n  myOrderHistoryConnection(first: 50, after: $after) {\n    ...OrderPage\n    nodes {\n      ...CustomerListLife\n    }\n  }\n}\n\nfragment CustomerListLife on Order {\n  customerStatus\n  deliveryMethod\n  deliveryDate\n  paymentMethod\n  paymentStatus\n}\n\nfragment OrderPage on OrderConnection {\n  totalCount\n  pageInfo {\n    endCursor\n    hasNextPage\n  }\n  nodes {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}',
  // Labels
  d2e8460b3f43de7733824b9db5890ab27cbc0b6a2010d67499888fc42e442a8d:
    'query Labels($orderId: Int!, $lotId: Int!, $byOrder: Boolean!) {\n  orderLabels(orderId: $orderId) @include(if: $byOrder) {\n    ...LabelFields\n  }\n  lotLabels(lotId: $lotId) @skip(if: $byOrder) {\n    ...LabelFields\n  }\n}\n\nfragment LabelFields on Label {\n  productId\n  productName\n  packSize\n  lotCode\n  bestBefore\n  bestBeforeLabel\n  storage\n  link\n  qrSvg\n  orderId\n  quantity\n}',
  // Logout
  d33294c28ffdaff741dcadc2dba75b4013cdc29cd5f9e8f61d3ac85d57868a04: 'mutation Logout {\n  logout\n}',
  // RecallDetails
  d5101b9cfdc78c7d8f0a5cd690940b5e256b90dd20f656b52bb02ddcff5f801d:
    'query RecallDetails($id: Int!) {\n  recall(id: $id) {\n    ...RecallOutcomeFields\n  }\n  recallNotices(recallId: $id) {\n    customerId\n    status\n  }\n}\n\nfragment RecallFields on Recall {\n  id\n  mock\n  productId\n  lotCodes\n  producedFrom\n  producedTo\n  reason\n  startedAt\n  startedBy\n  lookupMs\n  ordersFound\n  customersFound\n  unitsFound\n  noticesSent\n  csvUrl\n}\n\nfragment RecallOutcomeFields on RecallOutcome {\n  recall {\n    ...RecallFields\n  }\n  shipments {\n    orderId\n    customerId\n    fullName\n    emailAddress\n    mobileNumber\n    shipTo\n    shipDate\n    productName\n    lotCode\n    bestBefore\n    quantity\n  }\n}',
  // SetPaymentReference
  d571f3c2756a526d3635fee3a0d114e0fcb8a738b2d2acb3242a3468171c5f1e:
    'mutation SetPaymentReference($orderId: Int!, $reference: String!) {\n  setPaymentReference(orderId: $orderId, reference: $reference) {\n    ...OrderDetails\n  }\n}\n\nfragment LineLotFields on LineLot {\n  lotCode\n  bestBefore\n  bestBeforeLabel\n  quantity\n}\n\nfragment OrderDetails on Order {\n  ...OrderRow\n  ...OrderLife\n  deliveryZoneName\n  deliveryFee\n  goodsAmount\n  orderNote\n  payTo {\n    ...PaymentAccountFields\n  }\n  cartItems {\n    lineId\n    lots {\n      ...LineLotFields\n    }\n  }\n}\n\nfragment OrderLife on Order {\n  orderId\n  orderStatus\n  paymentStatus\n  fulfilmentStatus\n  customerStatus\n  deliveryMethod\n  deliveryDate\n  paymentMethod\n  paymentReference\n  hasPaymentProof\n  paymentProofVersion\n  totalAmount\n  amountCollected\n  collectionNote\n  paidAt\n  packedAt\n  dispatchedAt\n  completedAt\n  refundMethod\n  refundReference\n  refundedOn\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}\n\nfragment PaymentAccountFields on PaymentAccount {\n  method\n  accountName\n  accountNumber\n  bankName\n  branch\n  qrImage\n}',
  // DeliveryZones
  d93c1ffb75056b716bbfb9d39471c5fc403c4fbc86389e88a91d3e774c3b5cb7:
    'query DeliveryZones {\n  deliveryZones {\n    ...DeliveryZoneFields\n  }\n  productTypeRules {\n    productType\n    perishable\n  }\n}\n\nfragment DeliveryZoneFields on DeliveryZone {\n  id\n  name\n  areas {\n    province\n    city\n    provinceCode\n    cityCode\n  }\n  deliveryFee\n  leadDays\n  weekdays\n  cutoff\n  active\n}',
  // EditProduct
  e11ffd62806a5dd6b25f18adbb37c19ab25172cf55fff9d5ad5e2e32adcded72:
    'mutation EditProduct($input: EditProductInput!) {\n  editProduct(input: $input) {\n    ...StaffProduct\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}',
  // UndoFulfilmentStep
  e5048f0139f27337f9f708ec4eb6a9689a7b08385f47174a4117df853191b761:
    'mutation UndoFulfilmentStep($orderId: Int!, $reason: String!, $step: FulfilmentStatus) {\n  undoFulfilmentStep(orderId: $orderId, reason: $reason, step: $step) {\n    orderId\n    fulfilmentStatus\n    paymentStatus\n  }\n}',
  // CatalogueProduct
  e5fc5a1e486f4fdd9a2a5681c08d87e333e0028c12f6713eba00243399929eed:
    'query CatalogueProduct($productId: ID!) {\n  catalogueProduct(productId: $productId) {\n    ...PublicProductCard\n    description\n    storage {\n      ...StorageGuidanceFields\n    }\n    certifications {\n      ...CertificationFields\n    }\n  }\n}\n\nfragment CertificationFields on Certification {\n  scheme\n  certificateNumber\n  validUntil\n}\n\nfragment PublicProductCard on CatalogueProduct {\n  productId\n  productName\n  productPrice\n  productType\n  productImage\n  packSize\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StorageGuidanceFields on StorageGuidance {\n  temperature\n  shelfLifeUnopened\n  shelfLifeOpened\n  preparation\n}',
  // FindProduct
  e7bc7d61c8c1e5f2cdff979ec7692c52845d64b3422e1c9b66698acd11463e9e:
    'query FindProduct($productId: ID!) {\n  product(productId: $productId) {\n    ...StaffProduct\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}',
  // Catalogue
  ea045a00e03fe3dd0a6644312a11e8aabdb7390e91293ba17a65efdc4d4cc6f1:
    'query Catalogue {\n  catalogue {\n    ...PublicProductCard\n  }\n}\n\nfragment PublicProductCard on CatalogueProduct {\n  productId\n  productName\n  productPrice\n  productType\n  productImage\n  packSize\n  availability {\n    status\n    unitsLeft\n  }\n}',
  // ApiKeys
  ec0accfb416e14fb636b15075b716bd8196640530da0e3e0bf616452a605d142:
    'query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n  apiScopes {\n    scope\n    description\n  }\n}\n\nfragment ApiKeyFields on ApiKey {\n  id\n  name\n  scopes\n  prefix\n  createdAt\n  lastUsedAt\n  expiresAt\n}',
  // UpdateProfile
  ece1ca128fac95e08c54178103da35eca9395263bac32c9369caf995faab3c99:
    'mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    profile {\n      ...ProfileFields\n    }\n  }\n}\n\nfragment ProfileFields on UserProfile {\n  id\n  role\n  userName\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  createdAt\n  updatedAt\n}',
  // PlaceBarangays
  eea6ef55f4f08ffd3ad12d2c37bd80de12f7e7f68f9fb4879a9993eaf03c22aa:
    'query PlaceBarangays($cityCode: String!) {\n  placeBarangays(cityCode: $cityCode) {\n    code\n    name\n  }\n}',
  // MarkOrderPaid
  eeb0c320e679d02cd4f5880178cb362c8bc5967e219c446aaf1875ff931c7d06:
    'mutation MarkOrderPaid($orderId: Int!) {\n  markOrderPaid(orderId: $orderId) {\n    orderId\n    paymentStatus\n    paidAt\n  }\n}',
  // ApproveOrder
  ef32ffec7ec3bb4530d39e8160ae261e2fdd54751686cd3fec09b96a60cfb3cd:
    'mutation ApproveOrder($input: DecideOrderInput!) {\n  approveOrder(input: $input) {\n    ...OrderRow\n  }\n}\n\nfragment OrderRow on Order {\n  orderId\n  customerId\n  fullName\n  address\n  mobileNumber\n  emailAddress\n  totalAmount\n  orderStatus\n  orderDate\n  authorizedByFullName\n  cancelledByCustomer\n  authorizationDate\n  remarks\n  cartItems {\n    productId\n    productName\n    productPrice\n    quantity\n    totalPrice\n  }\n}',
  // CreateApiKey
  f0a48ba1bbbbc07611b2fd88779bbb7245670def42c5be843dbc64734c5a1300:
    'mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    key {\n      ...ApiKeyFields\n    }\n  }\n}\n\nfragment ApiKeyFields on ApiKey {\n  id\n  name\n  scopes\n  prefix\n  createdAt\n  lastUsedAt\n  expiresAt\n}',
  // CustomerLogin
  f17f4b2a630c66c3d0ca684237f9baad92e6ec6cac3c59e48d89d04562806676:
    'mutation CustomerLogin($input: LoginInput!) {\n  customerLogin(input: $input) {\n    token\n    userId\n    role\n  }\n}',
  // SetLotStatus
  f1cb7530464bf4a1a1dc89b9481709167a9087999f317248ea286cab075260d3:
    'mutation SetLotStatus($input: SetLotStatusInput!) {\n  setLotStatus(input: $input) {\n    ...LotFields\n  }\n}\n\nfragment LotFields on Lot {\n  id\n  lotCode\n  productId\n  productionDate\n  bestBefore\n  bestBeforeLabel\n  bestBeforeReason\n  quantity\n  quantityLeft\n  writtenOff\n  status\n  statusReason\n  writeOffReason\n  sellable\n}',
  // SetProductTypeRule
  f6b6c7c642734dd91e1e0bb0659b1230dfc3b8720022b617c06966dc354a4225:
    'mutation SetProductTypeRule($productType: ProductType!, $perishable: Boolean!) {\n  setProductTypeRule(productType: $productType, perishable: $perishable) {\n    productType\n    perishable\n  }\n}',
  // RevokeApiKey
  f9da2c773c96a4e694afb30f8c866f25ee077e7d7e2d252c154608c0c41828ed:
    'mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    id\n    revokedAt\n  }\n}',
  // RevertOrderPayment
  fac4878dc5bf728d9dabefc3b3448239bd6bf00057aecf8593c3fa1afbd53544:
    'mutation RevertOrderPayment($orderId: Int!, $reason: String!) {\n  revertOrderPayment(orderId: $orderId, reason: $reason) {\n    orderId\n    paymentStatus\n    paidAt\n  }\n}',
  // OrdersByPayment
  fcbd6c270a569596327796a4ed9831114c0819c25830ec5777f9ce57961ccd1f:
    'query OrdersByPayment($paymentStatus: PaymentStatus!, $after: String) {\n  ordersByPaymentConnection(\n    paymentStatus: $paymentStatus\n    first: 50\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      fullName\n      mobileNumber\n      authorizationDate\n      ...OrderLife\n    }\n  }\n}\n\nfragment OrderLife on Order {\n  orderId\n  orderStatus\n  paymentStatus\n  fulfilmentStatus\n  customerStatus\n  deliveryMethod\n  deliveryDate\n  paymentMethod\n  paymentReference\n  hasPaymentProof\n  paymentProofVersion\n  totalAmount\n  amountCollected\n  collectionNote\n  paidAt\n  packedAt\n  dispatchedAt\n  completedAt\n  refundMethod\n  refundReference\n  refundedOn\n}',
  // AddProduct
  ffc408f2dde13c2c81702d9c60b168271203261e1d058ef0efe274dd641a31b6:
    'mutation AddProduct($input: AddProductInput!) {\n  addProduct(input: $input) {\n    ...StaffProduct\n  }\n}\n\nfragment ProductCard on Product {\n  productId\n  productName\n  productPrice\n  productType\n  productStatus\n  productImage\n  availability {\n    status\n    unitsLeft\n  }\n}\n\nfragment StaffProduct on Product {\n  ...ProductCard\n  stockQuantity\n  lowStockThreshold\n}',
};
