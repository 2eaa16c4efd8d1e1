import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Public } from '../../http/access/access.decorator.js';
import { CredentialMutation } from '../../graphql/credential-mutation.decorator.js';
import { Client, type ClientInfo } from '../../http/client-info.js';
import { RequestPasswordResetInput, ResetPasswordInput } from './dto/password-reset.inputs.js';
import { PasswordResetService } from './password-reset.service.js';

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @CredentialMutation()
  @Mutation(() => String, {
    description:
      'Sends a password-reset link to the account’s e-mail address if an account matches; the answer is the same either way.',
  })
  requestPasswordReset(@Args('input') input: RequestPasswordResetInput, @Client() client: ClientInfo): Promise<string> {
    return this.resets.request(input, client);
  }

  @Public()
  @CredentialMutation()
  @Mutation(() => String, {
    description:
      'Sets a new password with the token of a reset link (once, within 30 minutes) and ends every session of the account.',
  })
  resetPassword(@Args('input') input: ResetPasswordInput): Promise<string> {
    return this.resets.reset(input);
  }
}
