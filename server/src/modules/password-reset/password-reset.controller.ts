import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Public } from '../../http/access/access.decorator.js';
import { Client, type ClientInfo } from '../../http/client-info.js';
import { PasswordResetService } from './password-reset.service.js';

/** 'Forgot password?' for REST callers (routes added beside the legacy login routes). */
@Controller('api/Login')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  async forgot(@Body() body: unknown, @Client() client: ClientInfo): Promise<{ message: string }> {
    return { message: await this.resets.request(body, client) };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  async reset(@Body() body: unknown): Promise<{ message: string }> {
    return { message: await this.resets.reset(body) };
  }
}
