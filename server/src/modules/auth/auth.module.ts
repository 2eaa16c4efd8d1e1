import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { CACHED_TOKEN_CHECK } from '../../http/access/cached-token-check.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.token.js';
import { ApiKeysModule } from '../api-keys/api-keys.module.js';
import { UsersModule } from '../users/users.module.js';
import { BearerCaller } from './bearer-caller.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookies.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginController } from './legacy/login.controller.js';
import { ProfileController } from './legacy/profile.controller.js';
import { ProfileResolver } from './profile.resolver.js';
import { TokenService } from './token.service.js';

@Module({
  imports: [
    UsersModule,
    ApiKeysModule,
    PassportModule,
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
    JwtStrategy,
    AuthResolver,
    ProfileResolver,
    { provide: CACHED_TOKEN_CHECK, useExisting: JwtStrategy },
    BearerCaller,
  ],
  exports: [AuthService, TokenService, CACHED_TOKEN_CHECK, BearerCaller],
})
export class AuthModule {}
