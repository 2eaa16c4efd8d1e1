/** The error page's texts, word for word from the original site (docs/legacy-contract.md#error-page). */
export const ERROR_PAGES = {
  '404': {
    title: 'Page Not Found',
    message:
      'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  },
  '500': {
    title: 'Server Error',
    message: 'We are experiencing some technical difficulties. Please try again later or contact support.',
  },
  other: {
    title: 'Something Went Wrong',
    message: 'Unexpected error occurred. Please try again later.',
  },
} as const;

export function errorPageText(type: string | undefined): { title: string; message: string } {
  return type === '404' || type === '500' ? ERROR_PAGES[type] : ERROR_PAGES.other;
}
