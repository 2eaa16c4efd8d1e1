/** Input shapes checked in forms before anything is sent (the server checks them again). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
