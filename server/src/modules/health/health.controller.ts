import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../../http/access/access.decorator.js';
import { isDegraded, isReady, ReadinessCheck, type Readiness } from './readiness.js';

export const HEALTH_OK = Buffer.from(JSON.stringify({ status: 'ok' }));
export const HEALTH_UNAVAILABLE = Buffer.from(JSON.stringify({ status: 'unavailable' }));
export const HEALTH_JSON_TYPE = 'application/json; charset=utf-8';

const answer = (reply: FastifyReply, ok: boolean, body: Buffer | string) =>
  reply
    .status(ok ? 200 : 503)
    .header('cache-control', 'no-store')
    .type(HEALTH_JSON_TYPE)
    .send(body);

/** Probes for load balancers, orchestrators and compose health checks; public, never rate limited. */
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessCheck) {}

  /** 200 once the database answers, 503 otherwise (kept as it was for existing health checks). */
  @Public()
  @Get()
  async health(@Res() reply: FastifyReply) {
    const ok = (await this.readiness.check()).database;
    return answer(reply, ok, ok ? HEALTH_OK : HEALTH_UNAVAILABLE);
  }

  /** Liveness: the process answers HTTP (restart it when this fails); checks nothing else. */
  @Public()
  @Get('live')
  live(@Res() reply: FastifyReply) {
    return answer(reply, true, HEALTH_OK);
  }

  /**
   * Readiness: send traffic here while the database answers (503 otherwise). The body names each
   * dependency; with Redis configured and not answering the instance still serves every request
   * (limits counted per instance meanwhile): 200, "status":"degraded", "redis":"unavailable".
   */
  @Public()
  @Get('ready')
  async ready(@Res() reply: FastifyReply) {
    const readiness: Readiness = await this.readiness.check();
    const ok = isReady(readiness);
    const checks = {
      database: readiness.database ? 'ok' : 'unavailable',
      ...(readiness.redis === null ? {} : { redis: readiness.redis ? 'ok' : 'unavailable' }),
    };
    const status = !ok ? 'unavailable' : isDegraded(readiness) ? 'degraded' : 'ok';
    return answer(reply, ok, JSON.stringify({ status, checks }));
  }
}
