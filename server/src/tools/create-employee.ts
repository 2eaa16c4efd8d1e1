import { NestFactory } from '@nestjs/core';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { AppModule } from '../app.module.js';
import { DomainError } from '../platform/errors/domain-error.js';
import { loadConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';
import { UsersService } from '../modules/users/users.service.js';

/**
 * Creates an Employee account in the configured database (production has no default accounts).
 *   npm run create-employee -- --username maria --full-name "Maria Santos" --email maria@waters.ph \
 *     --mobile "+63 917 555 0101" --address "Rosario, Cavite"     (the password is asked for)
 * Missing values are asked for when run in a terminal; --password is accepted for scripts.
 */
const FIELDS = [
  ['username', 'userName', 'User name'],
  ['full-name', 'fullName', 'Full name'],
  ['address', 'address', 'Address'],
  ['mobile', 'mobileNumber', 'Mobile number'],
  ['email', 'emailAddress', 'Email address'],
] as const;

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: stdin, output: stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) stdout.write(s);
    };
  }
  try {
    return await rl.question(question);
  } finally {
    rl.close();
    if (hidden) stdout.write('\n');
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      'full-name': { type: 'string' },
      address: { type: 'string' },
      mobile: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const interactive = stdin.isTTY === true;
  const input: Record<string, string> = {};
  for (const [flag, key, label] of FIELDS) {
    const given = values[flag];
    input[key] = typeof given === 'string' ? given : interactive ? await ask(`${label}: `) : '';
  }
  let password = typeof values.password === 'string' ? values.password : '';
  if (!password && interactive) {
    password = await ask('Password: ', true);
    if ((await ask('Confirm password: ', true)) !== password)
      throw new DomainError('BAD_USER_INPUT', 'Passwords do not match');
  }

  // A one-shot tool: it sends no mail or webhooks (the server does), so its writes are its own.
  const config = { ...loadConfig(process.env), seedDemoAccounts: false, sendsOutboxes: false };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
  try {
    const user = await app.get(UsersService).createEmployee({ ...input, password, confirmPassword: password } as never);
    console.log(`Created employee ${user.userName} (${user.id}).`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DomainError) {
    const details = error.fields
      ? ` (${Object.entries(error.fields)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; ')})`
      : '';
    console.error(`Could not create the employee: ${error.message}${details}`);
  } else if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(`Could not create the employee: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
