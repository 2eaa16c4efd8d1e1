import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { signIn } from '../../test/kit';
import { ROUTE_PATHS } from '../routes';
import { SideNav } from '../shell/SideNav';
import { TopBar } from '../shell/TopBar';

const inRouter = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('GraphQL explorer links', () => {
  it('is a client route of its own (open to anyone: the page has no role gate)', () => {
    expect(ROUTE_PATHS).toContain('/graphql-explorer');
  });

  it("is among the integration tools of employees' side menu on every width, and nobody else's", () => {
    signIn('Employee');
    const { unmount } = inRouter(<SideNav show={false} onHide={() => undefined} />);
    const link = screen.getByRole('link', { name: 'GraphQL explorer' });
    expect(link).toHaveAttribute('href', '/graphql-explorer');
    expect(link.closest('li')).not.toHaveClass('d-lg-none');
    unmount();
    signIn('Customer');
    inRouter(<SideNav show={false} onHide={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'GraphQL explorer' })).not.toBeInTheDocument();
  });

  it('is not in the account menu, which holds the spec items only', async () => {
    signIn('Employee', 'emp-7');
    const user = userEvent.setup();
    inRouter(<TopBar onMenu={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'GraphQL explorer' })).not.toBeInTheDocument();
  });
});
