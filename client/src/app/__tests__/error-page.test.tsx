import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorPage } from '../ErrorPage';

describe('error page', () => {
  it.each([
    [
      '404',
      'Page Not Found',
      'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
    ],
    [
      '500',
      'Server Error',
      'We are experiencing some technical difficulties. Please try again later or contact support.',
    ],
    ['403', 'Something Went Wrong', 'Unexpected error occurred. Please try again later.'],
    ['other', 'Something Went Wrong', 'Unexpected error occurred. Please try again later.'],
  ])('type %s: "%s"', (type, title, message) => {
    render(
      <MemoryRouter>
        <ErrorPage type={type} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });
});
