import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PRODUCT_GALLERIES } from '../../content';
import { ZoomGallery } from '../ZoomGallery';

const smoked = PRODUCT_GALLERIES.find((g) => g.id === 'smoked')!;

function openViewerTitle() {
  return screen.getByRole('dialog').querySelector('.modal-title')!.textContent;
}

describe('the gallery viewer', () => {
  it('opens on the chosen image and wraps around forwards and backwards', async () => {
    const user = userEvent.setup();
    render(<ZoomGallery items={smoked.items} label="Smoked Fish" />);
    const last = smoked.items[smoked.items.length - 1];
    await user.click(screen.getByRole('button', { name: `Zoom ${last.label}` }));
    expect(openViewerTitle()).toContain(last.caption ?? last.alt);
    expect(screen.getByRole('dialog')).toHaveTextContent(`(${smoked.items.length}/${smoked.items.length})`);

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(`(1/${smoked.items.length})`);
    expect(screen.getByRole('dialog').querySelector('img')).toHaveAttribute('alt', smoked.items[0].alt);

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(`(${smoked.items.length}/${smoked.items.length})`);
  });

  it('steps with the arrow keys, closes with Esc and returns focus to the zoom button', async () => {
    const user = userEvent.setup();
    render(<ZoomGallery items={smoked.items} label="Smoked Fish" />);
    const opener = screen.getByRole('button', { name: `Zoom ${smoked.items[0].label}` });
    await user.click(opener);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog')).toHaveTextContent(`(${smoked.items.length}/${smoked.items.length})`);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveTextContent(`(2/${smoked.items.length})`);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    const user = userEvent.setup();
    render(<ZoomGallery items={smoked.items} label="Smoked Fish" />);
    expect(document.documentElement.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: `Zoom ${smoked.items[2].label}` }));
    // Bootstrap's .modal-open sets overflow: hidden on <body>; the viewer also locks <html>.
    expect(document.body).toHaveClass('modal-open');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close viewer' }));
    await waitFor(() => expect(document.body).not.toHaveClass('modal-open'));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('gives every image its alt text and a caption', async () => {
    const user = userEvent.setup();
    render(<ZoomGallery items={smoked.items} label="Smoked Fish" />);
    for (const item of smoked.items) expect(screen.getByAltText(item.alt)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Zoom ${smoked.items[1].label}` }));
    expect(screen.getByRole('dialog').querySelector('figcaption')).toHaveTextContent(
      smoked.items[1].caption ?? smoked.items[1].alt,
    );
  });
});

describe('a single zoomed image', () => {
  function Single() {
    const [open, setOpen] = useState(false);
    const image = smoked.items[0];
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        {open && <ZoomGallery items={[image]} label="one" />}
      </>
    );
  }

  it('closes with a click on the picture', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: `Zoom ${smoked.items[0].label}` }));
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    const closeButtons = screen.getAllByRole('button', { name: 'Close viewer' });
    await user.click(closeButtons[closeButtons.length - 1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
