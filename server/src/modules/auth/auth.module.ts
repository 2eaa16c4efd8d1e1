import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { RequestCallers } from '../../http/access/request-callers.js';
import { SESSION_TOKEN_CHECK } from '../../http/access/session-token-check.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookies.js';
import { LoginController } from './legacy/login.controller.js';
import { ProfileController } from './legacy/profile.controller.js';
import { ProfileResolver } from './profile.resolver.js';
import { SessionTokens } from './session-tokens.js';
import { TokenService } from './token.service.js';

@Module({
  imports: [
    UsersModule,
    ApiKeysModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [LoginController, ProfileController],
  providers: [
    AuthService,
    DeviceCookies,
    TokenService,
    SessionTokens,
    AuthResolver,
    ProfileResolver,
    { provide: SESSION_TOKEN_CHECK, useExisting: SessionTokens },
    RequestCallers,
  ],
  exports: [AuthService, TokenService, RequestCallers, SESSION_TOKEN_CHECK],
})
export class AuthModule {}
