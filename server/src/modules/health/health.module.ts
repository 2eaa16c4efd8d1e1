import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthHttp } from './health-http.js';
import { ReadinessCheck } from './readiness.js';

@Module({ controllers: [HealthController], providers: [ReadinessCheck, HealthHttp] })
export class HealthModule {}
