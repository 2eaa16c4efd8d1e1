import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// jest maps lib/config to this module: changing it here changes what the component reads.
import { CONFIG } from '../../../test/config-for-tests';
import { VIDEO_POSTER } from '../../../content/media-extra';
import { autoplayUrl, VideoEmbed } from '../components/VideoEmbed';

const TITLE = 'Inside WATERS';
const renderVideo = () => render(<VideoEmbed title={TITLE} caption="A day at the plant." />);

describe('the home page video slot', () => {
  afterEach(() => {
    CONFIG.promoVideoUrl = '';
  });

  it('without a configured video shows the poster and says the video is coming, with nothing to press', () => {
    renderVideo();
    expect(screen.getByRole('img', { name: VIDEO_POSTER.alt })).toBeInTheDocument();
    expect(screen.getByText('Video coming soon')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Not even a play symbol that does nothing.
    expect(document.querySelector('.video-play, svg')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('A day at the plant.')).toBeInTheDocument();
  });

  it('with a video shows the poster and a play button, and loads no player before it is pressed', () => {
    CONFIG.promoVideoUrl = 'https://video.example.test/embed/waters';
    renderVideo();
    expect(screen.getByRole('img', { name: VIDEO_POSTER.alt })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Play video: ${TITLE}` })).toBeInTheDocument();
    expect(screen.queryByText('Video coming soon')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('on play loads the player with autoplay, moves focus to it and shows a spinner until it has loaded', async () => {
    CONFIG.promoVideoUrl = 'https://video.example.test/embed/waters';
    const user = userEvent.setup();
    renderVideo();
    await user.click(screen.getByRole('button', { name: `Play video: ${TITLE}` }));
    const frame = screen.getByTitle(TITLE);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://video.example.test/embed/waters?autoplay=1');
    expect(frame).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading video…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => {
      fireEvent.load(frame);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: VIDEO_POSTER.alt })).not.toBeInTheDocument();
    expect(screen.getByTitle(TITLE)).toBeVisible();
  });

  it('keeps the embed address as configured, adding only autoplay', () => {
    expect(autoplayUrl('https://www.youtube-nocookie.com/embed/abc?rel=0')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1',
    );
    expect(autoplayUrl('not a url')).toBe('not a url');
  });
});
