import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCurrentYear } from '../use-current-year';

function Year() {
  return <p>© {useCurrentYear()}</p>;
}

afterEach(() => jest.restoreAllMocks());

describe('useCurrentYear', () => {
  it('pre-renders the build year, hydrates without a mismatch, then shows the visitor’s year', async () => {
    const html = renderToString(<Year />);
    expect(html).toBe(`<p>© <!-- -->${__BUILD_YEAR__}</p>`);

    // The visitor opens the page years after the build.
    jest.spyOn(Date.prototype, 'getFullYear').mockReturnValue(2031);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Year />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('© 2031');
    container.remove();
  });
});
