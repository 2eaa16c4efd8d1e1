import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LeasedOutbox } from '../../database/outbox/leased-outbox.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { GeneratedFiles } from '../../platform/files/generated-files.js';
import { publicOrigin, type AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { Mailer } from './mailer.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { SECRET_KINDS, TEMPLATES } from './templates/index.js';

/** Mails claimed per round. */
const BATCH = 20;
const MAX_RETRY_MS = 60 * 60 * 1000;

/**
 * Sends the mail outbox (LeasedOutbox: claimed per round, sent outside any transaction, settled
 * while the claim holds): each message is rendered from its template and sent, then marked sent —
 * or due again later, with backoff.
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly outbox: LeasedOutbox<OutboxMail>;

  constructor(
    transactions: TransactionRunner,
    events: EventBus,
    private readonly mailer: Mailer,
    private readonly files: GeneratedFiles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.outbox = new LeasedOutbox<OutboxMail>({
      what: 'mail',
      entity: OutboxMail,
      transactions,
      events,
      pollMs: config.mail.pollMs,
      leaseMs: config.mail.leaseMs,
      active: config.sendsOutboxes !== false,
      batch: BATCH,
      // Mail about one order goes in the order it was written: after an outage, "approved" never arrives before "received".
      onlyClaim: (due) =>
        due.andWhere(
          (qb) =>
            `(d.subject IS NULL OR NOT EXISTS ${qb.subQuery().select('1').from(OutboxMail, 'e').where("e.subject = d.subject AND e.status = 'pending' AND e.id < d.id").getQuery()})`,
        ),
      send: async (mails) => {
        for (const mail of mails) await this.deliver(mail);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.outbox.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.outbox.stop();
    this.mailer.close();
  }

  /** Sends what is due soon once the transaction of `manager`, which wrote mail, commits. */
  wakeAfterCommit(manager: EntityManager): void {
    this.outbox.wakeAfterCommit(manager);
  }

  /** Rounds until nothing is due (for tests and shutdown): resolves when the outbox is idle. */
  drain(): Promise<void> {
    return this.outbox.drain();
  }

  private async deliver(mail: OutboxMail): Promise<void> {
    const context = {
      publicUrl: publicOrigin(this.config),
      staffEmails: this.config.mail.staffEmails,
    };
    try {
      const content = TEMPLATES[mail.kind](JSON.parse(mail.payload) as never, context);
      // Attachments are made now, from what the message names (a statement's PDF and CSV), never stored.
      const files = await Promise.all((content.attachments ?? []).map((request) => this.files.make(request)));
      await this.mailer.send(`outbox-${mail.id}-${mail.createdAt.getTime()}`, content, files);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const wait = Math.min(this.config.mail.retryBaseMs * 2 ** (attempts - 1), MAX_RETRY_MS);
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await this.outbox.settle(mail, { attempts, nextAttemptAt: new Date(Date.now() + wait), lastError });
      this.logger.warn(
        `Mail ${mail.id} (${mail.kind}) not sent, attempt ${attempts}; next try in ${Math.round(wait / 1000)} s: ${lastError}`,
      );
      return;
    }
    await this.outbox.settle(mail, {
      status: 'sent',
      sentAt: new Date(),
      ...(SECRET_KINDS.has(mail.kind) ? { payload: '{}' } : {}),
    });
  }
}
