import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { In, type EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { Mailer } from './mailer.js';
import { OutboxMail } from './outbox-mail.entity.js';
import { SECRET_KINDS, TEMPLATES } from './templates/index.js';

/** Mails claimed per round. */
const BATCH = 20;
const MAX_RETRY_MS = 60 * 60 * 1000;

/**
 * Sends the outbox after commit: woken by every change that records mail and by a timer (for
 * mail other instances recorded, and retries). A round claims due mail in a short transaction
 * (MySQL/MariaDB: FOR UPDATE SKIP LOCKED, so instances take different rows; SQLite: one process),
 * sends it outside any transaction, then marks each sent — or due again later, with backoff —
 * only if this instance still holds its claim. A claimer that died leaves its claim to expire.
 */
@Injectable()
export class OutboxDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private readonly me = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer?: NodeJS.Timeout;
  private round: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.nudge(), this.config.mail.pollMs);
    this.timer.unref();
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.round;
    this.mailer.close();
  }

  /** Sends what is due soon; called after a commit that recorded mail. Never throws. */
  nudge(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.sendDue()
      .catch((error: unknown) => this.logger.warn(`Sending mail failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.round = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Rounds until nothing is due (for tests and shutdown): resolves when the outbox is idle. */
  async drain(): Promise<void> {
    while (this.round) await this.round;
    await this.sendDue();
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const claimed = await this.claim();
      for (const mail of claimed) await this.deliver(mail);
      if (claimed.length < BATCH || this.stopped) return;
    }
  }

  private claim(): Promise<OutboxMail[]> {
    return this.transactions.run(async (manager) => {
      const now = new Date();
      const due = manager
        .createQueryBuilder(OutboxMail, 'm')
        .select('m.id', 'id')
        .where("m.status = 'pending' AND m.nextAttemptAt <= :now AND (m.claimExpiresAt IS NULL OR m.claimExpiresAt < :now)", { now })
        .orderBy('m.id')
        .limit(BATCH);
      if (this.isMysql(manager)) due.setLock('pessimistic_write').setOnLocked('skip_locked');
      const ids = (await due.getRawMany<{ id: number }>()).map((row) => Number(row.id));
      if (ids.length === 0) return [];
      const claimExpiresAt = new Date(now.getTime() + this.config.mail.leaseMs);
      await manager.update(OutboxMail, { id: In(ids) }, { claimedBy: this.me, claimExpiresAt });
      return manager.find(OutboxMail, { where: { id: In(ids) }, order: { id: 'ASC' } });
    });
  }

  private async deliver(mail: OutboxMail): Promise<void> {
    const context = { publicUrl: (this.config.publicUrl?.origin ?? `http://localhost:${this.config.port}`).replace(/\/$/, ''), staffEmails: this.config.mail.staffEmails };
    try {
      const content = TEMPLATES[mail.kind](JSON.parse(mail.payload) as never, context);
      await this.mailer.send(`outbox-${mail.id}-${mail.createdAt.getTime()}`, content);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const wait = Math.min(this.config.mail.retryBaseMs * 2 ** (attempts - 1), MAX_RETRY_MS);
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await this.settle(mail, { attempts, nextAttemptAt: new Date(Date.now() + wait), lastError });
      this.logger.warn(`Mail ${mail.id} (${mail.kind}) not sent, attempt ${attempts}; next try in ${Math.round(wait / 1000)} s: ${lastError}`);
      return;
    }
    await this.settle(mail, { status: 'sent', sentAt: new Date(), ...(SECRET_KINDS.has(mail.kind) ? { payload: '{}' } : {}) });
  }

  /** Records the outcome only while the claim is still this instance's (a claim that expired may be another's now). */
  private async settle(mail: OutboxMail, outcome: Partial<OutboxMail>): Promise<void> {
    const result = await this.transactions.run((manager) => manager.update(OutboxMail, { id: mail.id, claimedBy: this.me }, { ...outcome, claimedBy: null, claimExpiresAt: null }));
    if (result.affected !== 1) this.logger.warn(`Mail ${mail.id}: the claim had expired before it was settled (another instance may send it again).`);
  }

  private isMysql(manager: EntityManager): boolean {
    return ['mysql', 'mariadb'].includes(manager.connection.options.type);
  }
}
