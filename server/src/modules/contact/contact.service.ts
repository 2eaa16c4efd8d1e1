import { Injectable } from '@nestjs/common';
import { SYSTEM } from '../../platform/identity/actor.js';
import type { Repository } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { decodeCursor, pageSize, toPage, type Page, type PageRequest } from '../../platform/pagination/page.js';
import type { ClientInfo } from '../../http/client-info.js';
import { RateLimits } from '../../platform/shared-state/rate-limits.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactMessageInput } from './dto/contact-message.input.js';

/**
 * The Contact page's messages: validated, counted per address, stored, and told as
 * ContactMessageReceived (the company is mailed, reply-to the visitor, and the visitor thanked).
 * A filled-in honeypot field gets the same answer and nothing else.
 */
@Injectable()
export class ContactService {
  private readonly messages: Repository<ContactMessage>;

  constructor(
    reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly limits: RateLimits,
    private readonly events: EventBus,
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
      query.where('(m.createdAt < :date OR (m.createdAt = :date AND m.id < :id))', {
        date: new Date(date as string),
        id,
      });
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
      const message = {
        name: input.name,
        email: input.email,
        subject: input.subject,
        details: input.details ?? '',
        createdAt,
      };
      const id = (await manager.insert(ContactMessage, message)).identifiers[0].id as number;
      const { name, email, subject, details } = message;
      await this.events.record(manager, {
        by: SYSTEM,
        type: 'ContactMessageReceived',
        message: { messageId: id, name, email, subject, details, receivedAt: createdAt },
      });
    });
  }
}
