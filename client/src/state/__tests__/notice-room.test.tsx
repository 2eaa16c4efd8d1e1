import { act, screen } from '@testing-library/react';
import { Toaster } from '../../components/Toaster';
import { useRouteKeepsNoticeRoom, type NoticeRoomHandle } from '../notice-room';
import { renderAt as renderShellAt, signIn } from '../../test/kit';
import { clearSession } from '../session';
import { resetToasts, toast } from '../toast';

function Shell() {
  return <Toaster keepRoom={useRouteKeepsNoticeRoom()} />;
}

const renderAt = (path: string) =>
  renderShellAt(path, [
    { path: '/order-page', handle: { announcesLoad: ['Employee'] } satisfies NoticeRoomHandle, element: <Shell /> },
    { path: '/storefront', element: <Shell /> },
  ]);

const region = () => document.querySelector('.notice-region')!;

afterEach(() => {
  resetToasts();
  clearSession();
});

describe('room for a load notice', () => {
  it('is kept from the first render of a route whose screen announces its load to the signed-in role, through the notice and after it', () => {
    signIn('Employee');
    renderAt('/order-page');
    expect(region()).toHaveClass('room-kept');
    expect(region()).not.toHaveClass('has-notices');
    act(() => void toast.success('Fetched orders.'));
    expect(screen.getByText('Fetched orders.')).toBeInTheDocument();
    expect(region()).toHaveClass('room-kept', 'has-notices');
    act(() => resetToasts());
    expect(region()).toHaveClass('room-kept');
  });

  it('is not kept for another role on the same route, on other routes, or for nobody', () => {
    signIn('Customer');
    const { unmount } = renderAt('/order-page');
    expect(region()).not.toHaveClass('room-kept');
    unmount();
    signIn('Employee');
    renderAt('/storefront').unmount();
    clearSession();
    renderAt('/order-page');
    expect(region()).not.toHaveClass('room-kept');
  });
});
