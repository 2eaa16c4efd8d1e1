import { CONTACT_MESSAGES } from '@waters/domain';
import { useState, type FormEvent } from 'react';
import { COMPANY, CONTACT } from '../../../content';
import { EMAIL_PATTERN } from '../../../lib/patterns';
import { sendContactMessage } from '../api/send-contact-message';

type Field = 'name' | 'email' | 'subject' | 'details';
type Values = Record<Field, string>;

export { CONTACT_MESSAGES };

export function contactErrors(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.name;
  if (!values.email.trim()) errors.email = CONTACT_MESSAGES.email;
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = CONTACT_MESSAGES.emailFormat;
  if (!values.subject.trim()) errors.subject = CONTACT_MESSAGES.subject;
  return errors;
}

/** If sending fails, the visitor can still write from their own email app, with the message filled in. */
export function mailtoHref(values: Values): string {
  const body = `${values.details.trim()}\n\n— ${values.name.trim()} <${values.email.trim()}>`;
  return `mailto:${COMPANY.email}?subject=${encodeURIComponent(values.subject.trim())}&body=${encodeURIComponent(body)}`;
}

export function ContactForm() {
  const [values, setValues] = useState<Values>({ name: '', email: '', subject: '', details: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [website, setWebsite] = useState('');
  const [state, setState] = useState<{ phase: 'editing' | 'sending' | 'sent' } | { phase: 'failed'; message: string | null; href: string }>({ phase: 'editing' });
  const errors = contactErrors(values);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);

  const update = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const blur = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.phase === 'sending') return;
    setTouched({ name: true, email: true, subject: true });
    if (Object.keys(errors).length > 0) {
      const first = (['name', 'email', 'subject'] as const).find((f) => errors[f]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setState({ phase: 'sending' });
    const outcome = await sendContactMessage({ ...values, website });
    if (outcome.ok) {
      setValues({ name: '', email: '', subject: '', details: '' });
      setTouched({});
      setState({ phase: 'sent' });
    } else {
      setState({ phase: 'failed', message: outcome.message, href: mailtoHref(values) });
    }
  };

  const input = (field: Exclude<Field, 'details'>, label: string, type = 'text', autoComplete?: string) => (
    <div className="mb-3">
      <label htmlFor={`contact-${field}`} className="form-label">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`contact-${field}`}
        type={type}
        className={`form-control${shown(field) ? ' is-invalid' : ''}`}
        value={values[field]}
        onChange={update(field)}
        onBlur={blur(field)}
        required
        aria-required="true"
        aria-invalid={shown(field) ? true : undefined}
        aria-describedby={shown(field) ? `contact-${field}-error` : undefined}
        autoComplete={autoComplete}
      />
      {shown(field) && (
        <div id={`contact-${field}-error`} className="invalid-feedback">
          {shown(field)}
        </div>
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="h4">
        {CONTACT.form.heading}
      </h2>
      <p>{CONTACT.form.intro}</p>
      {input('name', 'Name', 'text', 'name')}
      {input('email', 'Email', 'email', 'email')}
      {input('subject', 'Subject')}
      <div className="mb-3">
        <label htmlFor="contact-details" className="form-label">
          Details
        </label>
        <textarea id="contact-details" className="form-control" rows={5} maxLength={4000} value={values.details} onChange={update('details')} />
      </div>
      {/* Kept empty by people (it is off screen and out of the tab order); form-filling robots fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={state.phase === 'sending'}>
        {CONTACT.form.submitLabel}
      </button>
      <p role="status" className="mt-2 small">
        {state.phase === 'sending' && 'Sending your message…'}
        {state.phase === 'sent' && 'Thank you! Your message was sent. We will reply by email within one to two working days.'}
      </p>
      {state.phase === 'failed' && (
        <p role="alert" className="small text-danger">
          {state.message ?? 'Your message could not be sent just now.'} You can also <a href={state.href}>write to {COMPANY.email} from your email app</a>.
        </p>
      )}
    </form>
  );
}
