import { PageHeader } from '../../../components/PageHeader';
import { COMPANY, CONTACT } from '../../../content';
import { CONFIG } from '../../../lib/config';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ContactForm } from '../components/ContactForm';

const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

export default function ContactPage() {
  usePageTitle('Contact');
  return (
    <>
      <PageHeader title={CONTACT.heading}>{CONTACT.intro}</PageHeader>
      <div className="row g-4">
        <section className="col-lg-5" aria-labelledby="visit-title">
          <h2 id="visit-title" className="h4">
            {CONTACT.visit.heading}
          </h2>
          <p>{CONTACT.visit.text}</p>
          <dl className="contact-facts">
            <dt>Address</dt>
            <dd>{COMPANY.address}</dd>
            <dt>Phone</dt>
            <dd>
              {COMPANY.phones.map((phone, i) => (
                <span key={phone}>
                  {i > 0 && ' / '}
                  <a href={tel(phone)}>{phone}</a>
                </span>
              ))}
            </dd>
            <dt>Fax</dt>
            <dd>{COMPANY.fax}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            </dd>
            <dt>Office hours</dt>
            <dd>{COMPANY.hours}</dd>
          </dl>
          <div className="ratio ratio-4x3 mt-3">
            <iframe
              src={CONFIG.mapEmbedUrl}
              title={CONTACT.map.title}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
        </section>
        <div className="col-lg-7">
          <ContactForm />
        </div>
      </div>
    </>
  );
}
