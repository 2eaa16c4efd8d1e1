import { ACCOUNT_MESSAGES } from '@waters/domain';

/** Every user-visible message of the original site (docs/legacy-contract.md#messages-and-delays and its screens), word for word. */
export const MESSAGES = {
  // Registration (docs/legacy-contract.md#validation)
  fillAllFields: 'Please fill in all the required fields.',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameRequired: ACCOUNT_MESSAGES.usernameRequired,
  fullNameRequired: ACCOUNT_MESSAGES.fullNameRequired,
  addressRequired: ACCOUNT_MESSAGES.addressRequired,
  mobileRequired: ACCOUNT_MESSAGES.mobileRequired,
  emailRequired: ACCOUNT_MESSAGES.emailRequired,
  passwordRequired: ACCOUNT_MESSAGES.passwordRequired,
  confirmPasswordMustMatch: ACCOUNT_MESSAGES.confirmPasswordMustMatch,
  registrationFailed: 'Account creation failed. Please try again.',
  registrationSucceeded: 'Account created successfully! Redirecting to login...',

  // Login (both portals)
  loginUsernameRequired: 'Username is required.',
  loginPasswordRequired: 'Password is required.',
  enterBoth: 'Please enter both username and password',
  loginInvalidResponse: 'Login failed: Invalid response from server',
  invalidCredentials: 'Invalid username or password',
  internalServerError: 'Internal Server Error. Please contact support.',
  unexpectedError: 'An unexpected error occurred. Please try again later.',

  // Profile
  userIdNotInSession: 'User ID not found in session.',
  errorFetchingProfile: 'Error fetching profile data',
  errorUpdatingProfile: 'Error updating profile.',
  profileUpdated: 'Profile Updated Successfully.',
  unsavedChanges: 'You have unsaved changes. If you proceed, your changes will be discarded. Do you want to go back?',

  // Failure toasts (red, 2 s)
  errorFetchingProducts: 'Error fetching products.',
  errorFetchingAvailableProducts: 'Error fetching available products.',
  errorSearchingProduct: 'Error searching for product.',
  errorAddingProduct: 'Error adding product.',
  errorDeletingProduct: 'Error deleting product.',
  errorUpdatingProduct: (id: string) => `Error updating product ${id}.`,
  customerNotLoggedIn: 'Customer is not logged in. Please log in first.',
  errorFetchingOrders: 'Error fetching orders.',
  // The spec's words with the bracket it left open closed.
  noValidOrders: 'No valid orders found (e.g., APPROVED or CANCELLED orders).',
  failedToPlaceOrder: 'Failed to place order.',
  errorApprovingOrder: 'Error approving order.',
  errorCancellingOrder: 'Error cancelling order.',
  cannotRemoveNoCustomer: 'Unable to remove item - customer not found',
  itemNotInCart: 'Item not found in cart',
  errorFetchingHistory: 'Error fetching customer order history.',
  errorFetchingActivities: 'Error fetching order activities.',

  // Success and info
  productAdded: (name: string) => `${name} added successfully!`,
  productDeleted: (id: string) => `${id} deleted successfully.`,
  productUpdated: (id: string) => `${id} updated successfully`,
  addedToCart: (name: string) => `${name} added to cart!`,
  cartQuantityUpdated: (name: string) => `${name} quantity updated in cart!`,
  atMostPerProduct: (name: string, inCart: number) =>
    `At most 999 per product: your cart already has ${inCart} ${name}.`,
  productNotFound: 'Product not found.',
  redirectingToCart: 'Redirecting to Cart...',
  fetchedOrders: 'Fetched orders.',
  itemRemoved: 'Item removed from cart!',
  cartItemUpdated: (product: string) => `${product} updated successfully`,
  cartItemRemoved: (product: string) => `${product} removed from cart!`,
  orderPlaced: 'Order placed successfully!',
  orderApproved: (id: number | string) => `Order ${id} approved.`,
  orderCancelled: (id: number | string) => `Order ${id} cancelled.`,
  fetchedPendingOrders: 'Fetched pending orders Successfully',
  fetchedHistory: 'Fetched customer order history.',
  fetchedActivities: 'Fetched order activities.',

  // Cart (loading the cart needs a customer id; the edit quantity is a whole number)
  cartNeedsCustomer: 'Customer ID not found. Please log in again.',
  quantityWholeNumber: 'Quantity must be a whole number up to 999.',

  // Dialogs
  approveQuestion: 'Are you sure you want to approve this order?',
  cancelQuestion: 'Are you sure you want to cancel this order?',

  // Account forms: the server's own rules (same wording), checked before sending so a person sees why at once
  userNameInvalid: ACCOUNT_MESSAGES.userNameInvalid,
  mobileInvalid: ACCOUNT_MESSAGES.mobileInvalid,
  emailInvalid: ACCOUNT_MESSAGES.emailInvalid,
  passwordLength: 'Password must be 8 to 128 characters long.',
  currentPasswordRequired: 'Please enter your current password to change it.',
} as const;

// The delays live in their own module: the public pages need them (toasts) without this catalogue.
export { DELAYS } from './delays';
