import { useId, useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { Field } from '../../components/form/Field';
import { CONTACT_CHANNELS, copyright, FOOTER_SLIDES } from '../../content';
import type { ContactChannel } from '../../content/types';
import { useCurrentYear } from '../../hooks/use-current-year';

/** Back to top, the FAQ/trivia carousel, the Get in Touch selector and the copyright line. */
export function Footer() {
  const [channel, setChannel] = useState<ContactChannel['key']>('phone');
  const selectId = useId();
  const year = useCurrentYear();
  const chosen = CONTACT_CHANNELS.find((c) => c.key === channel) ?? CONTACT_CHANNELS[0];
  return (
    <footer className="site-footer bg-brand text-white mt-5 pt-4 pb-3">
      <div className="container">
        <div className="row g-4">
          <section className="col-lg-7" aria-labelledby="footer-faq">
            <h2 id="footer-faq" className="h5">
              Good to Know
            </h2>
            <Carousel
              interval={null}
              indicators
              controls
              variant="light"
              className="footer-carousel"
              aria-label="Questions and trivia"
            >
              {FOOTER_SLIDES.map((slide) => (
                <Carousel.Item key={slide.title}>
                  <div className="px-5 pb-5">
                    <p className="text-uppercase small text-warning mb-1">{slide.kind}</p>
                    <h3 className="h6">{slide.title}</h3>
                    <p className="mb-0">{slide.text}</p>
                  </div>
                </Carousel.Item>
              ))}
            </Carousel>
          </section>
          <section className="col-lg-5" aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="h5">
              Get in Touch
            </h2>
            <Field
              as="select"
              id={selectId}
              label="How would you like to reach us?"
              groupClassName=""
              className="mb-2"
              value={channel}
              onChange={(e) => setChannel(e.target.value as ContactChannel['key'])}
              options={CONTACT_CHANNELS.map((c) => ({ value: c.key, label: c.label }))}
            />
            <p className="mb-0" aria-live="polite" data-testid="contact-text">
              {chosen.text}
            </p>
          </section>
        </div>
        <div className="d-flex flex-wrap justify-content-between align-items-center border-top border-secondary mt-4 pt-3 gap-2">
          <p className="mb-0 small">{copyright(year)}</p>
          <button
            type="button"
            className="btn btn-sm btn-outline-light"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            Back to top
          </button>
        </div>
      </div>
    </footer>
  );
}
