import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { classifyAndLog } from '../errors/error-classifier.js';

/**
 * For legacy routes whose client reads errors as text (register, the logins):
 * same statuses as everywhere, the message as text/plain.
 */
@Catch()
export class PlainTextErrorsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    const error = classifyAndLog(exception);
    return host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(error.status)
      .header('content-type', 'text/plain; charset=utf-8')
      .send(error.message);
  }
}
