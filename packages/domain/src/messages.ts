import { PRODUCT_ID_MAX, PRODUCT_NAME_MAX } from './limits.js';

/** Field messages both the server's validation and the client's forms say, word for word. */
export const PRODUCT_MESSAGES = {
  idRequired: 'Product ID is required',
  idPattern: 'Product ID may contain only letters, digits, hyphens and underscores',
  idTooLong: `Product ID must be at most ${PRODUCT_ID_MAX} characters`,
  nameRequired: 'Product name is required',
  nameTooLong: `Product name must be at most ${PRODUCT_NAME_MAX} characters`,
  imageRequired: 'Product image URL is required',
  imageFormat: 'Product image must be an http(s) URL or a site path starting with /',
} as const;

/** The account fields' messages (registration, Edit Profile, password reset), on both sides. */
export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username is required',
  userNameInvalid: 'Username may contain only letters, digits, dots, hyphens and underscores',
  fullNameRequired: 'Full name is required',
  addressRequired: 'Address is required',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Mobile number is not valid',
  emailRequired: 'Email Address is required',
  emailInvalid: 'Email Address is not valid',
  passwordRequired: 'Password is required',
  confirmPasswordMustMatch: 'Confirm Password must match with Password',
} as const;

/** The Contact page form's messages, on both sides. */
export const CONTACT_MESSAGES = {
  name: 'Name is required.',
  email: 'Email is required.',
  emailFormat: 'Please enter a valid email address.',
  subject: 'Subject is required.',
} as const;
