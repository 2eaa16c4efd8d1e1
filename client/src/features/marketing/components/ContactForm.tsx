import { CONTACT_MESSAGES, isEmailAddress } from '@waters/domain';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/form/Field';
import { COMPANY, CONTACT } from '../../../content';
import { useFormState, type FieldErrors } from '../../../hooks/use-form-state';
import { useHydrated, useTypedBeforeHydration } from '../../../hooks/use-typed-before-hydration';
import { sendContactMessage } from '../api/send-contact-message';

type ContactField = 'name' | 'email' | 'subject' | 'details';
type Values = Record<ContactField, string>;

const EMPTY: Values = { name: '', email: '', subject: '', details: '' };
/** Kept empty by people (it is off screen and out of the tab order); form-filling robots fill it. */
const WEBSITE_ID = 'contact-website';
const FIELD_IDS: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  details: 'contact-details',
};
const REQUIRED = ['name', 'email', 'subject'] as const;

export { CONTACT_MESSAGES };

export function contactErrors(values: Values): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.name;
  if (!values.email.trim()) errors.email = CONTACT_MESSAGES.email;
  else if (!isEmailAddress(values.email.trim())) errors.email = CONTACT_MESSAGES.emailFormat;
  if (!values.subject.trim()) errors.subject = CONTACT_MESSAGES.subject;
  return errors;
}

/** If sending fails, the visitor can still write from their own email app, with the message filled in. */
export function mailtoHref(values: Values): string {
  const body = `${values.details.trim()}\n\n— ${values.name.trim()} <${values.email.trim()}>`;
  return `mailto:${COMPANY.email}?subject=${encodeURIComponent(values.subject.trim())}&body=${encodeURIComponent(body)}`;
}

export function ContactForm() {
  const form = useFormState(EMPTY);
  const { values } = form;
  const [website, setWebsite] = useState('');
  const [state, setState] = useState<
    { phase: 'editing' | 'sending' | 'sent' } | { phase: 'failed'; message: string | null; href: string }
  >({ phase: 'editing' });
  const errors = contactErrors(values);
  // The page is pre-rendered: a visitor may type before its code runs.
  const hydrated = useHydrated();
  useTypedBeforeHydration(FIELD_IDS, values, form.set);
  useTypedBeforeHydration({ website: WEBSITE_ID }, { website }, (_field, value) => setWebsite(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.phase === 'sending') return;
    form.attempt();
    const first = REQUIRED.find((field) => errors[field]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setState({ phase: 'sending' });
    const outcome = await sendContactMessage({ ...values, website });
    if (outcome.ok) {
      form.reset(EMPTY);
      setState({ phase: 'sent' });
    } else {
      setState({ phase: 'failed', message: outcome.message, href: mailtoHref(values) });
    }
  };

  const input = (field: (typeof REQUIRED)[number], label: string, type = 'text', autoComplete?: string) => (
    <Field
      id={FIELD_IDS[field]}
      label={label}
      type={type}
      value={values[field]}
      onChange={form.change(field)}
      onBlur={form.touch(field)}
      required
      aria-required="true"
      autoComplete={autoComplete}
      error={form.visible(errors, field)}
    />
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
      <Field
        as="textarea"
        id={FIELD_IDS.details}
        label="Details"
        rows={5}
        maxLength={4000}
        value={values.details}
        onChange={form.change('details')}
      />
      {/* The honeypot (WEBSITE_ID). */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={WEBSITE_ID}>Website</label>
        <input
          id={WEBSITE_ID}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <button type={hydrated ? 'submit' : 'button'} className="btn btn-primary" disabled={state.phase === 'sending'}>
        {CONTACT.form.submitLabel}
      </button>
      <p role="status" className="mt-2 small">
        {state.phase === 'sending' && 'Sending your message…'}
        {state.phase === 'sent' &&
          'Thank you! Your message was sent. We will reply by email within one to two working days.'}
      </p>
      {state.phase === 'failed' && (
        <p role="alert" className="small text-danger">
          {state.message ?? 'Your message could not be sent just now.'} You can also{' '}
          <a href={state.href}>write to {COMPANY.email} from your email app</a>.
        </p>
      )}
    </form>
  );
}
