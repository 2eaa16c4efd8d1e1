import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionCache } from './session-cache.js';
import { SessionsService } from './sessions.service.js';
import { UsersService } from './users.service.js';

@Module({
  providers: [
    UsersService,
    SessionsService,
    SessionCache,
    {
      provide: PasswordHasher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PasswordHasher(config.passwordHashing),
    },
  ],
  exports: [UsersService, SessionsService, PasswordHasher],
})
export class UsersModule {}
