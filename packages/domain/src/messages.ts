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
