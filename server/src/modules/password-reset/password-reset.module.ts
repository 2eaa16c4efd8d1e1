import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetResolver } from './password-reset.resolver.js';
import { PasswordResetService } from './password-reset.service.js';

@Module({
  imports: [UsersModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, PasswordResetResolver],
})
export class PasswordResetModule {}
