import { Injectable } from '@nestjs/common';
import { HttpContributions } from '../../http/http-contributions.js';
import { healthEdgeRoutes } from './health-edge.js';
import { ReadinessCheck } from './readiness.js';

/** The probes the edge answers. */
@Injectable()
export class HealthHttp {
  constructor(http: HttpContributions, readiness: ReadinessCheck) {
    http.add({ edgeRoutes: () => healthEdgeRoutes(readiness) });
  }
}
