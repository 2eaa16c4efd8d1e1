import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ReadinessCheck } from './readiness.js';

@Module({ controllers: [HealthController], providers: [ReadinessCheck] })
export class HealthModule {}
