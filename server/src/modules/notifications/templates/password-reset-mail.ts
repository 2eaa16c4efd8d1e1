import { escapeHtml, htmlPage, manilaTime, type MailContent } from './mail-parts.js';

/** What the reset mail says: the link (the only place the token is ever written out). */
export interface PasswordResetSnapshot {
  readonly fullName: string;
  readonly userName: string;
  readonly email: string;
  readonly link: string;
  readonly expiresAt: string;
}

export function passwordResetMail(reset: PasswordResetSnapshot): MailContent {
  const subject = 'Reset your WATERS password';
  const text = [
    `Hello ${reset.fullName},`,
    '',
    `Someone (we hope you) asked to reset the password of the WATERS account "${reset.userName}".`,
    `Open this link to choose a new password (it works once, until ${manilaTime(reset.expiresAt)}):`,
    reset.link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hello ${escapeHtml(reset.fullName)},</p><p>Someone (we hope you) asked to reset the password of the WATERS account “${escapeHtml(reset.userName)}”.</p>` +
      `<p><a href="${escapeHtml(reset.link)}">Choose a new password</a> (the link works once, until ${manilaTime(reset.expiresAt)}).</p><p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  );
  return { to: [reset.email], subject, text, html };
}
