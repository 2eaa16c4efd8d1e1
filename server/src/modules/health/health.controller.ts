import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/access.decorator.js';

@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** 200 once the database answers, 503 otherwise (for load balancers and compose healthchecks). */
  @Public()
  @Get()
  async health(@Res() reply: FastifyReply) {
    try {
      await this.dataSource.query('SELECT 1');
      return reply.status(200).header('cache-control', 'no-store').send({ status: 'ok' });
    } catch {
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  }
}
