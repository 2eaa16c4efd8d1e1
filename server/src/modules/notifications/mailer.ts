import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import type { GeneratedFile } from '../../platform/files/generated-files.js';
import type { MailContent } from './templates/mail-parts.js';

/**
 * Sends one message with nodemailer: over SMTP when SMTP_URL is set, otherwise written as an
 * .eml file under MAIL_OUTBOX_DIR (data/outbox-mail) with one log line, so a shop without a
 * mail server still keeps every message it would have sent.
 */
@Injectable()
export class Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly toFiles: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.toFiles = config.mail.smtpUrl === null;
    this.transport = this.toFiles
      ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      : nodemailer.createTransport(config.mail.smtpUrl!);
  }

  /** `id` names the message for good (its Message-ID), so a copy sent twice is recognisably the same one; `files` are attached. */
  async send(id: string, content: MailContent, files: readonly GeneratedFile[] = []): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.mail.from,
      to: content.to.join(', '),
      replyTo: content.replyTo,
      subject: content.subject,
      text: content.text,
      html: content.html,
      messageId: `<${id}@waters.mail>`,
      attachments: files.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    });
    if (!this.toFiles) return;
    const dir = resolve(this.config.mail.outboxDir);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    writeFileSync(file, info.message as Buffer);
    this.logger.log(`Mail "${content.subject}" to ${content.to.join(', ')} written to ${file} (no SMTP_URL set).`);
  }

  close(): void {
    this.transport.close();
  }
}
