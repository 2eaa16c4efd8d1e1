import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/kit';
// jest maps lib/config to this module: changing it here changes what the page reads.
import { CONFIG } from '../../../test/config-for-tests';
import HomePage from '../pages/HomePage';

const renderHome = () => renderScreen(<HomePage />, { toasts: false });

function tabList(id: string) {
  return screen.getAllByRole('tablist').find((list) => list.id === id)!;
}

describe('home page', () => {
  it('opens "Some Terms You Might Want to Know" on Brining, with the five terms', async () => {
    renderHome();
    // The tab sets' code loads after the page's.
    await screen.findAllByRole('tablist');
    const tabs = within(tabList('fish-terms')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Brining',
      'Smoking',
      'Cold Smoking',
      'Hot Smoking',
      'Vacuum Packaging',
    ]);
    expect(within(tabList('fish-terms')).getByRole('tab', { selected: true })).toHaveTextContent('Brining');
  });

  it('gives the smoking temperatures', async () => {
    const user = userEvent.setup();
    renderHome();
    await screen.findAllByRole('tablist');
    await user.click(within(tabList('fish-terms')).getByRole('tab', { name: 'Cold Smoking' }));
    expect(screen.getByRole('tabpanel', { name: 'Cold Smoking' })).toHaveTextContent(/30 (to|–) 60 °C/);
    await user.click(within(tabList('fish-terms')).getByRole('tab', { name: 'Hot Smoking' }));
    expect(screen.getByRole('tabpanel', { name: 'Hot Smoking' })).toHaveTextContent(/70 (to|–) 90 °C/);
  });

  it('opens the Certifications on GMP, then HACCP, HALAL, HALAL Certified Product', async () => {
    renderHome();
    await screen.findAllByRole('tablist');
    const tabs = within(tabList('certifications')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['GMP', 'HACCP', 'HALAL', 'HALAL Certified Product']);
    expect(within(tabList('certifications')).getByRole('tab', { selected: true })).toHaveTextContent('GMP');
  });

  it('has the 100% Certified and Fish Preservation Categories sections', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: '100% Certified' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fish Preservation Categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Zoom/ }).length).toBeGreaterThanOrEqual(3);
  });

  it('zooms a certificate full screen and closes it with a click', async () => {
    const user = userEvent.setup();
    renderHome();
    const [haccp] = screen.getAllByRole('button', { name: /^Zoom .*HACCP/i });
    await user.click(haccp);
    expect(screen.getByRole('dialog').querySelector('.modal-dialog')).toHaveClass('modal-fullscreen');
    const areas = within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close viewer' });
    await user.click(areas[areas.length - 1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a spinner until the configured video has loaded', async () => {
    CONFIG.promoVideoUrl = 'https://video.example.test/embed/waters';
    try {
      renderHome();
      // The player is loaded when play is pressed on the poster.
      await userEvent.setup().click(screen.getByRole('button', { name: /^Play video/ }));
      const frame = document.querySelector('iframe')!;
      expect(frame).toHaveAttribute('src', 'https://video.example.test/embed/waters?autoplay=1');
      expect(screen.getByText('Loading video…')).toBeInTheDocument();
      act(() => {
        fireEvent.load(frame);
      });
      expect(screen.queryByText('Loading video…')).not.toBeInTheDocument();
    } finally {
      CONFIG.promoVideoUrl = '';
    }
  });
});
