import { Inject, Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { Reads } from '../../common/database/reads.js';
import { TransactionRunner } from '../../common/database/transaction-runner.js';
import { decodeCursor, pageSize, toPage, type Page, type PageRequest } from '../../common/pagination/page.js';
import type { ClientInfo } from '../../common/http/client-info.js';
import { RateLimits } from '../../common/rate-limit/rate-limits.js';
import { validateInput } from '../../common/validation/validate-input.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher.js';
import { OutboxService } from '../notifications/outbox.service.js';
import type { ContactSnapshot } from '../notifications/templates/contact-mail.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactMessageInput } from './dto/contact-message.input.js';

/**
 * The Contact page's messages: validated, counted per address, stored, and mailed to the
 * company (reply-to the visitor) with an acknowledgement to the visitor, through the outbox.
 * A filled-in honeypot field gets the same answer and nothing else.
 */
@Injectable()
export class ContactService {
  private readonly messages: Repository<ContactMessage>;

  constructor(
    reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly limits: RateLimits,
    private readonly outbox: OutboxService,
    private readonly dispatcher: OutboxDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.messages = reads.repository(ContactMessage);
  }

  /** The received messages, newest first, a page at a time (on the created_at index). */
  async page(request: PageRequest): Promise<Page<ContactMessage>> {
    const size = pageSize(request.first);
    const query = this.messages
      .createQueryBuilder('m')
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .take(size + 1);
    if (request.after) {
      const [date, id] = decodeCursor(request.after, ['string', 'number']);
      query.where('(m.createdAt < :date OR (m.createdAt = :date AND m.id < :id))', { date: new Date(date as string), id });
    }
    const [rows, totalCount] = await Promise.all([query.getMany(), this.messages.count()]);
    return toPage(rows, size, totalCount, (message) => [message.createdAt.toISOString(), message.id]);
  }

  async receive(raw: unknown, client: ClientInfo): Promise<void> {
    const input = validateInput(ContactMessageInput, raw);
    await this.limits.countContactMessage(client.ip);
    if (input.website) return;
    await this.transactions.run(async (manager) => {
      const createdAt = new Date();
      const message = { name: input.name, email: input.email, subject: input.subject, details: input.details ?? '', createdAt };
      const id = (await manager.insert(ContactMessage, message)).identifiers[0].id as number;
      const payload: ContactSnapshot = {
        messageId: id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        details: message.details,
        receivedAt: createdAt.toISOString(),
      };
      const toStaff = this.config.mail.staffEmails.length > 0 ? [{ kind: 'contact-to-staff' as const, payload }] : [];
      await this.outbox.record(manager, 'contact.received', [...toStaff, { kind: 'contact-acknowledgement', payload }]);
    });
    this.dispatcher.nudge();
  }
}
