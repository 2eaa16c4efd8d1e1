/** How long and how large things may be; the server enforces them, the client checks them first. */

export const USER_NAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const EMAIL_MAX = 254;
export const MOBILE_MAX = 32;

export const PRODUCT_ID_MAX = 32;
export const PRODUCT_NAME_MAX = 120;
export const IMAGE_URL_MAX = 500;
export const MAX_PRICE_PESOS = 1_000_000;
/** Most units of one product the shop can record as on hand. */
export const STOCK_MAX = 1_000_000;

export const ORDER_LINES_MAX = 100;
export const LINE_QUANTITY_MAX = 999;
/** An employee's remarks on a decision, and a customer's reason for cancelling. */
export const REMARKS_MAX = 500;

/** Longest period a report may cover (a leap year). */
export const REPORT_PERIOD_MAX_DAYS = 366;

/** A product page's texts, kept by employees. */
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PACK_SIZE_MAX = 40;
/** Storage temperature and each shelf life. */
export const STORAGE_NOTE_MAX = 80;
export const PREPARATION_MAX = 1000;

/** A product's certificate: its scheme's number as issued. */
export const CERTIFICATE_NUMBER_MAX = 64;
/** The staff are mailed this many days before a product's certificate runs out. */
export const CERTIFICATE_REMINDER_DAYS = 30;

/**
 * An uploaded picture (a product photo, a payment QR code, a receipt): its largest size, and the
 * formats taken (the server reads the format from the bytes; the browser checks the type first).
 */
export const PICTURE_UPLOAD = { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] } as const;
