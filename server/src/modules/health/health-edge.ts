import { accessRuleOf } from '../../http/access/access.decorator.js';
import type { EdgeRoute } from '../../http/edge/edge-route.js';
import { HEALTH_JSON_TYPE, HEALTH_OK, HEALTH_UNAVAILABLE, HealthController } from './health.controller.js';
import type { Readiness, ReadinessCheck } from './readiness.js';

const healthAnswer = ({ database }: Readiness) => ({
  status: database ? 200 : 503,
  type: HEALTH_JSON_TYPE,
  body: database ? HEALTH_OK : HEALTH_UNAVAILABLE,
});

/**
 * /health and /health/live are asked every few seconds by every balancer and orchestrator: the
 * edge answers them (from the readiness check's last result), as the controller would.
 */
export function healthEdgeRoutes(readiness: ReadinessCheck): EdgeRoute[] {
  const probe = (url: string, handler: 'health' | 'live', answer: EdgeRoute['answer']): EdgeRoute => ({
    method: 'GET',
    url,
    access: accessRuleOf(HealthController.prototype[handler], HealthController),
    answer,
  });
  return [
    probe('/health', 'health', () => {
      const known = readiness.known();
      return known ? healthAnswer(known) : readiness.check().then(healthAnswer);
    }),
    probe('/health/live', 'live', () => ({ status: 200, type: HEALTH_JSON_TYPE, body: HEALTH_OK })),
  ];
}
