/** The original site's field messages for an empty registration form, word for word (asserted, never imported by the product). */
export const EMPTY_REGISTRATION_FIELDS = {
  userName: 'Username is required',
  fullName: 'Full name is required',
  address: 'Address is required',
  mobileNumber: 'Mobile number is required',
  emailAddress: 'Email Address is required',
  password: 'Password is required',
} as const;
