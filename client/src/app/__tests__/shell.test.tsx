import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { COMPANY, copyright } from '../../content';
import { roleLinks } from '../../lib/nav-labels';
import { Footer } from '../shell/Footer';
import { SideNav } from '../shell/SideNav';
import { TopBar } from '../shell/TopBar';
import { COPIED_HINT_MS, UserMenu } from '../shell/UserMenu';
import { notifySessionChanged, storeProfile } from '../../state/session';
import { signIn, testToken } from '../../test/kit';

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('top bar', () => {
  it('offers Login and Register when logged out', () => {
    inRouter(<TopBar onMenu={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login-page');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register-page');
  });

  it('shows the account menu with User ID, Role, Edit Profile and Logout when logged in', async () => {
    signIn('Customer', 'cust-42');
    const user = userEvent.setup();
    inRouter(<TopBar onMenu={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // The menu's code loads for signed-in visitors only.
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.getByText('cust-42')).toBeInTheDocument();
    expect(screen.getByText('Role: Customer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // Just the spec's items: the own pages are in the side menu, API keys under Edit Profile.
    const menu = within(document.querySelector<HTMLElement>('.dropdown-menu')!);
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Edit Profile']);
  });

  it('names the person on the account menu, and follows a saved name change', async () => {
    sessionStorage.setItem('token', testToken({ sub: 'cust-5', role: 'Customer', FullName: 'Maria Santos' }));
    sessionStorage.setItem('userId', 'cust-5');
    sessionStorage.setItem('role', 'Customer');
    notifySessionChanged();
    inRouter(<TopBar onMenu={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Maria Santos' })).toBeInTheDocument();
    act(() => storeProfile({ id: 'cust-5', fullName: 'Maria Santos-Reyes' }));
    expect(await screen.findByRole('button', { name: 'Maria Santos-Reyes' })).toBeInTheDocument();
  });

  it("offers an employee the spec's items only: the daily screens are in the side menu", async () => {
    signIn('Employee', 'emp-7');
    const user = userEvent.setup();
    inRouter(<TopBar onMenu={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = within(document.querySelector<HTMLElement>('.dropdown-menu')!);
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Edit Profile']);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('copies the user id and shows "Copied!" for exactly 2 seconds', async () => {
    jest.useFakeTimers();
    try {
      const writeText = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      inRouter(<UserMenu session={{ token: 't', userId: 'cust-7', role: 'Customer' }} />);
      fireEvent.click(screen.getByRole('button', { name: 'Account' }));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /User ID/ }));
      });
      expect(writeText).toHaveBeenCalledWith('cust-7');
      expect(screen.getByRole('status')).toHaveTextContent('Copied!');
      // The menu stays open, or nobody would see it.
      expect(screen.getByRole('button', { name: /User ID/ }).closest('.dropdown-menu')).toHaveClass('show');
      act(() => jest.advanceTimersByTime(COPIED_HINT_MS - 1));
      expect(screen.getByRole('status')).toHaveTextContent('Copied!');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toHaveTextContent('');
      expect(COPIED_HINT_MS).toBe(2000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs out: clears the session and the refresh flags, then goes to the login page', async () => {
    signIn('Customer', 'cust-9');
    localStorage.setItem('ordersUpdated', 'true');
    localStorage.setItem('cart_cust-9', '[]');
    localStorage.setItem('unrelated', 'kept');
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter initialEntries={['/home']}>
        <TopBar onMenu={() => undefined} />
      </MemoryRouter>,
    );
    await user.click(await within(container).findByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('ordersUpdated')).toBeNull();
    expect(localStorage.getItem('cart_cust-9')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('side navigation', () => {
  const labels = () => screen.getAllByRole('link').map((a) => a.textContent);

  it('lists the public pages and the product fragments', () => {
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    expect(labels()).toEqual([
      'Home',
      'About Us',
      'Our Facility',
      'Our Products',
      'Dried',
      'Marinated',
      'Smoked',
      'Portfolio',
      'Food Recipe',
      'Contact',
    ]);
    expect(screen.getByRole('link', { name: 'Smoked' })).toHaveAttribute('href', '/our-products#smoked');
  });

  it('marks only the product section in the address as current', () => {
    render(
      <MemoryRouter initialEntries={['/our-products#marinated']}>
        <SideNav show={false} onHide={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Marinated' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Marinated' })).toHaveClass('active');
    for (const name of ['Dried', 'Smoked']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('link', { name })).not.toHaveClass('active');
    }
    expect(screen.getByRole('link', { name: 'Our Products' })).toHaveClass('active');
  });

  it.each([
    ['Customer', 'Browse Products', 'Manage Cart'],
    ['Employee', 'Manage Products', 'Manage Orders'],
    ['Auditor', 'Browse Products', 'Manage Cart'],
  ])('adds the two role links for a %s', (role, storefront, orders) => {
    signIn(role);
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    expect(screen.getByRole('link', { name: storefront })).toHaveAttribute('href', '/storefront');
    expect(screen.getByRole('link', { name: orders })).toHaveAttribute('href', '/order-page');
    expect(roleLinks(role)).toEqual({ storefront, orders });
  });

  it('offers a signed-out visitor no API keys link', () => {
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'API keys' })).not.toBeInTheDocument();
  });

  it('offers an employee API keys among the integration tools of the side menu, on every width', () => {
    signIn('Employee');
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    const link = screen.getByRole('link', { name: 'API keys' });
    expect(link).toHaveAttribute('href', '/api-keys');
    expect(link.closest('li')).not.toHaveClass('d-lg-none');
  });

  it("keeps API keys out of a customer's menus (it is under Edit Profile, For developers)", async () => {
    signIn('Customer');
    const user = userEvent.setup();
    inRouter(
      <>
        <SideNav show={false} onHide={() => undefined} />
        <TopBar onMenu={() => undefined} />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('link', { name: 'API keys' })).not.toBeInTheDocument();
  });

  it('offers employees, and only them, the Webhooks page in the side menu', () => {
    signIn('Employee');
    const { unmount } = inRouter(<SideNav show={false} onHide={() => undefined} />);
    const link = screen.getByRole('link', { name: 'Webhooks' });
    expect(link).toHaveAttribute('href', '/webhooks');
    unmount();
    signIn('Customer');
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
  });

  it.each(['Customer', 'Employee'])(
    'gives a %s Edit Profile and Logout in the phone menu (wide screens have the account menu)',
    async (role) => {
      signIn(role);
      const user = userEvent.setup();
      inRouter(<SideNav show={false} onHide={() => undefined} />);
      const nav = screen.getByRole('navigation', { name: 'Site' });
      expect(within(nav).getByRole('link', { name: 'Edit Profile' }).closest('li')).toHaveClass('d-lg-none');
      const logoutButton = within(nav).getByRole('button', { name: 'Logout' });
      expect(logoutButton.closest('li')).toHaveClass('d-lg-none');
      await user.click(logoutButton);
      expect(sessionStorage.getItem('token')).toBeNull();
    },
  );
});

describe('footer', () => {
  it('has three carousel slides: two FAQs and a trivia item', () => {
    render(<Footer />);
    const slides = document.querySelectorAll('.carousel-item');
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveTextContent(/store smoked fish/i);
    expect(slides[1]).toHaveTextContent(/thaw frozen goods/i);
    expect(slides[2]).toHaveTextContent(/Trivia/);
  });

  it('shows the chosen Get in Touch channel', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    const text = screen.getByTestId('contact-text');
    expect(text).toHaveTextContent(COMPANY.phones.join(' / '));
    await user.selectOptions(screen.getByLabelText('How would you like to reach us?'), 'email');
    expect(text).toHaveTextContent(COMPANY.email);
    await user.selectOptions(screen.getByLabelText('How would you like to reach us?'), 'address');
    expect(text).toHaveTextContent(COMPANY.address);
  });

  it("has the copyright line of the visitor's year and a back-to-top button", async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    render(<Footer />);
    expect(screen.getByText(copyright(new Date().getFullYear()))).toHaveTextContent(
      `© ${new Date().getFullYear()} ${COMPANY.name}`,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
