import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { catchError, concatMap, defer, from, mergeMap, throwError, type Observable } from 'rxjs';
import { callerOf } from '../../http/access/request-context.js';
import { requestOf } from '../../http/access/request-of.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { ReadRouting, type RoutedReads } from './read-routing.js';
import { ReplicaSet } from './replica-set.js';
import { WriteMarks } from './write-marks.js';

/** Whether the call only reads: a GraphQL query, or a GET or HEAD. */
function onlyReads(context: ExecutionContext): boolean {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>().operation.operation === 'query';
  }
  const method = requestOf(context).method;
  return method === 'GET' || method === 'HEAD';
}

/**
 * With replicas: a call that only reads reads from a replica that has every change its caller
 * made (any replica for a visitor), or from the primary when none has; a call that may write
 * reads and writes on the primary and, once answered, marks its caller as having written.
 * Runs after the guard, which has worked out the caller from the token.
 */
@Injectable()
export class ReadRoutingInterceptor implements NestInterceptor {
  constructor(
    private readonly replicas: ReplicaSet,
    private readonly marks: WriteMarks,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const slot = ReadRouting.slot();
    if (!slot) return next.handle();
    const caller = callerOf(requestOf(context).raw) ?? null;
    if (onlyReads(context)) {
      slot.decided ??= this.decide(slot, caller);
      return from(slot.decided).pipe(mergeMap(() => next.handle()));
    }
    if (!caller) return next.handle();
    // Marked whether it succeeded or not: a call that failed half-way may have committed a part.
    const marked = () => defer(() => this.marks.mark(caller));
    return next.handle().pipe(
      concatMap((answer) => marked().pipe(mergeMap(() => [answer]))),
      catchError((error: unknown) => marked().pipe(mergeMap(() => throwError(() => error)))),
    );
  }

  private async decide(slot: RoutedReads, caller: AuthUser | null): Promise<void> {
    const since = caller ? await this.marks.lastWrite(caller) : null;
    if (since !== undefined) slot.source = this.replicas.pick(since);
  }
}
