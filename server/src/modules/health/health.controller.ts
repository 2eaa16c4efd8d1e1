import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/access.decorator.js';

/** How long one database check answers for: probes every second or faster cost one query a second. */
const CHECK_FOR_MS = 1000;
const OK = JSON.stringify({ status: 'ok' });
const UNAVAILABLE = JSON.stringify({ status: 'unavailable' });

@Controller('health')
export class HealthController {
  private lastCheck: { at: number; answers: Promise<boolean> } | null = null;

  constructor(private readonly dataSource: DataSource) {}

  /** 200 once the database answers, 503 otherwise (for load balancers and compose healthchecks). */
  @Public()
  @Get()
  async health(@Res() reply: FastifyReply) {
    const ok = await this.databaseAnswers();
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(ok ? OK : UNAVAILABLE);
  }

  private databaseAnswers(): Promise<boolean> {
    const now = Date.now();
    if (!this.lastCheck || now - this.lastCheck.at >= CHECK_FOR_MS) {
      const answers = this.dataSource.query('SELECT 1').then(
        () => true,
        () => false,
      );
      this.lastCheck = { at: now, answers };
    }
    return this.lastCheck.answers;
  }
}
