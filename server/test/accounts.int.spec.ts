import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';
import { EMPTY_REGISTRATION_FIELDS } from './support/spec-messages.js';
import { claimsOf } from './support/tokens.js';

const REGISTER =
  'mutation($input: RegisterInput!) { register(input: $input) { id role userName fullName createdAt updatedAt } }';
const CUSTOMER_LOGIN = 'mutation($input: LoginInput!) { customerLogin(input: $input) { token userId role expiresAt } }';
const EMPLOYEE_LOGIN = 'mutation($input: LoginInput!) { employeeLogin(input: $input) { token userId role } }';
const UPDATE =
  'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { token profile { id role userName fullName address mobileNumber emailAddress createdAt updatedAt } } }';

const valid = (userName: string) => ({
  userName,
  fullName: 'Liza Reyes',
  address: 'Blk 4 Lot 9, General Trias, Cavite',
  mobileNumber: '0917-555-0133',
  emailAddress: `${userName}@example.ph`,
  password: 'smoked-bangus-2024',
  confirmPassword: 'smoked-bangus-2024',
});

eachDatabase('accounts', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('registers a Customer and never returns a password or hash', async () => {
    const result = await t.gql(REGISTER, { input: valid('liza') });
    expect(result.errors).toBeUndefined();
    expect(result.data!.register).toMatchObject({ role: 'Customer', userName: 'liza', fullName: 'Liza Reyes' });
    expect(JSON.stringify(result)).not.toMatch(/argon2|smoked-bangus/);
  });

  it('answers the original message when required fields are missing, with a message per field', async () => {
    const result = await t.gql(REGISTER, {
      input: {
        ...valid('x'),
        userName: ' ',
        fullName: '',
        address: '',
        mobileNumber: '',
        emailAddress: '',
        password: '',
        confirmPassword: '',
      },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please fill in all the required fields.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { ...EMPTY_REGISTRATION_FIELDS, confirmPassword: 'Confirm Password must match with Password' },
      },
    });
  });

  it.each([
    ['mismatched passwords', { confirmPassword: 'something-else-entirely' }, 'Passwords do not match'],
    ['a bad mobile number', { mobileNumber: 'call me maybe' }, 'Mobile number is not valid'],
    ['a bad email', { emailAddress: 'not-an-email' }, 'Email Address is not valid'],
    ['a short password', { password: 'short', confirmPassword: 'short' }, 'Password must be 8 to 128 characters long.'],
    [
      'a long password',
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Password must be 8 to 128 characters long.',
    ],
    [
      'a common password',
      { password: 'Password123', confirmPassword: 'Password123' },
      'Password is too common. Please choose another one.',
    ],
  ])('rejects %s', async (_, change, message) => {
    const result = await t.gql(REGISTER, { input: { ...valid('someone'), ...change } });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('treats user names case-insensitively: a duplicate is a CONFLICT', async () => {
    await t.gql(REGISTER, { input: valid('Ramon') });
    const result = await t.gql(REGISTER, { input: valid('rAMON') });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Username is already taken.',
      extensions: { code: 'CONFLICT' },
    });
    const login = await t.gql(CUSTOMER_LOGIN, { input: { userName: 'RAMON', password: valid('x').password } });
    expect(login.data!.customerLogin.role).toBe('Customer');
  });

  it('lets exactly one of simultaneous sign-ups with the same name through', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => t.gql(REGISTER, { input: valid('racer') })));
    expect(results.filter((r) => r.data)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(3);
  });

  it('issues an HS256 token with sub, role, FullName and exp (8 h by default is configurable)', async () => {
    const result = await t.gql(CUSTOMER_LOGIN, { input: { userName: 'customer', password: 'waters-customer' } });
    const { token, userId, role, expiresAt } = result.data!.customerLogin;
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    const claims = claimsOf(token);
    expect(header.alg).toBe('HS256');
    expect(claims).toMatchObject({ sub: userId, role: 'Customer', FullName: 'Juan Santos' });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(Date.parse(expiresAt)).toBe(claims.exp * 1000);
    expect(role).toBe('Customer');
  });

  it.each([
    [
      'wrong password',
      CUSTOMER_LOGIN,
      { userName: 'customer', password: 'not-the-password' },
      'Invalid username or password',
    ],
    [
      'unknown user',
      CUSTOMER_LOGIN,
      { userName: 'ghost', password: 'whatever-password' },
      'Invalid username or password',
    ],
    [
      'an employee on the customer portal',
      CUSTOMER_LOGIN,
      DEMO.employee,
      'Employee accounts sign in through the Employee Portal.',
    ],
    [
      'a customer on the employee portal',
      EMPLOYEE_LOGIN,
      DEMO.customer,
      'This portal is strictly for employees. Customers sign in through the customer login.',
    ],
  ])('refuses %s with UNAUTHENTICATED', async (_, document, input, message) => {
    const result = await t.gql(document, { input });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('asks for both user name and password', async () => {
    const result = await t.gql(EMPLOYEE_LOGIN, { input: { userName: 'employee', password: '' } });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please enter both username and password',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('reads and updates only the caller’s own profile; role, id and createdAt stay', async () => {
    const { token, id } = await t.newCustomer('profile-owner');
    const me = (await t.gql('{ me { id role userName createdAt updatedAt } }', {}, token)).data!.me;
    expect(me).toMatchObject({ id, role: 'Customer', userName: 'profile-owner' });

    const input = {
      userName: 'Profile-Owner',
      fullName: 'New Name',
      address: 'Imus, Cavite',
      mobileNumber: '+63 (46) 471 2222',
      emailAddress: 'new@example.ph',
      newPassword: '',
      confirmNewPassword: '',
    };
    const updated = await t.gql(UPDATE, { input }, token);
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateProfile).toMatchObject({
      token: null,
      profile: {
        userName: 'Profile-Owner',
        fullName: 'New Name',
        address: 'Imus, Cavite',
        mobileNumber: '+63 (46) 471 2222',
        emailAddress: 'new@example.ph',
        id,
        role: 'Customer',
        createdAt: me.createdAt,
      },
    });
    expect(Date.parse(updated.data!.updateProfile.profile.updatedAt)).toBeGreaterThanOrEqual(Date.parse(me.updatedAt));

    // An empty new password keeps the old one, and the current token stays valid.
    expect((await t.gql('{ me { fullName } }', {}, token)).data!.me.fullName).toBe('New Name');
    await t.login('customer', 'profile-owner', 'tinapa-and-rice-42');

    // Role cannot even be expressed.
    const withRole = await t.gql(
      'mutation { updateProfile(input: { userName: "a", fullName: "b", address: "c", mobileNumber: "0917 555 0000", emailAddress: "d@e.ph", role: Employee }) { token } }',
      {},
      token,
    );
    expect(withRole.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a user name taken by someone else', async () => {
    const { token } = await t.newCustomer('taken-check');
    const input = {
      userName: 'CUSTOMER',
      fullName: 'X',
      address: 'Y',
      mobileNumber: '0917 555 0000',
      emailAddress: 'x@y.ph',
    };
    expect((await t.gql(UPDATE, { input }, token)).errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('changing the password needs the current one, keeps the session that changed it and ends every other', async () => {
    const { token } = await t.newCustomer('rotator');
    const otherDevice = await t.login('customer', 'rotator', 'tinapa-and-rice-42');
    const input = {
      userName: 'rotator',
      fullName: 'R',
      address: 'Dasmariñas, Cavite',
      mobileNumber: '0917 555 0000',
      emailAddress: 'r@e.ph',
      newPassword: 'brand-new-secret-9',
      confirmNewPassword: 'brand-new-secret-9',
    };

    const mismatch = await t.gql(
      UPDATE,
      { input: { ...input, confirmNewPassword: 'other', currentPassword: 'tinapa-and-rice-42' } },
      token,
    );
    expect(mismatch.errors?.[0]).toMatchObject({
      message: 'Passwords do not match',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const missing = await t.gql(UPDATE, { input }, token);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Please enter your current password to change it.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { currentPassword: 'Please enter your current password to change it.' },
      },
    });
    const wrong = await t.gql(UPDATE, { input: { ...input, currentPassword: 'not-my-password' } }, token);
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Current password is not correct.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await t.login('customer', 'rotator', 'tinapa-and-rice-42');

    const changed = await t.gql(UPDATE, { input: { ...input, currentPassword: 'tinapa-and-rice-42' } }, token);
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateProfile.token).toBeNull();
    expect((await t.gql('{ me { userName } }', {}, token)).data!.me.userName).toBe('rotator');
    expect((await t.gql('{ me { id } }', {}, otherDevice)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await expect(t.login('customer', 'rotator', 'tinapa-and-rice-42')).rejects.toThrow();
    await t.login('customer', 'rotator', 'brand-new-secret-9');
  });

  it('changing the password through the legacy REST call keeps that client signed in and ends the other sessions', async () => {
    const { id, token } = await t.newCustomer('legacy-rotator');
    const otherDevice = await t.login('customer', 'legacy-rotator', 'tinapa-and-rice-42');
    const body = {
      id,
      userName: 'legacy-rotator',
      fullName: 'L',
      address: 'Kawit, Cavite',
      mobileNumber: '0917 555 0000',
      emailAddress: 'l@e.ph',
      passwordHash: 'legacy-new-secret-7',
      confirmPassword: 'legacy-new-secret-7',
    };
    const updated = await t.rest('POST', '/api/Profile/UpdateUserProfile', { token, body });
    expect(updated.status).toBe(200);
    expect(updated.json).not.toHaveProperty('token');
    expect((await t.rest('GET', `/api/Profile/GetUserProfile?userId=${id}`, { token })).status).toBe(200);
    expect((await t.rest('GET', `/api/Profile/GetUserProfile?userId=${id}`, { token: otherDevice })).status).toBe(401);
    await t.login('customer', 'legacy-rotator', 'legacy-new-secret-7');
  });

  it('logout ends only the session it is called with', async () => {
    const { token } = await t.newCustomer('leaver');
    const otherDevice = await t.login('customer', 'leaver', 'tinapa-and-rice-42');
    expect((await t.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
    expect((await t.gql('{ me { id } }', {}, token)).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await t.rest('GET', '/api/Product/available', { token })).status).toBe(401);
    expect((await t.gql('{ me { userName } }', {}, otherDevice)).data!.me.userName).toBe('leaver');
    expect((await t.gql('mutation { logout }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets only one of two simultaneous password changes win, and its session stays signed in', async () => {
    const { token } = await t.newCustomer('two-changes');
    const input = (password: string) => ({
      userName: 'two-changes',
      fullName: 'T',
      address: 'Imus, Cavite',
      mobileNumber: '0917 555 0000',
      emailAddress: 't@e.ph',
      newPassword: password,
      confirmNewPassword: password,
      currentPassword: 'tinapa-and-rice-42',
    });
    const results = await Promise.all([
      t.gql(UPDATE, { input: input('first-new-secret-1') }, token),
      t.gql(UPDATE, { input: input('second-new-secret-2') }, token),
    ]);
    expect(results.filter((r) => r.data)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(1);
    expect((await t.gql('{ me { id } }', {}, token)).data!.me.id).toBeDefined();
  });

  it('keeps a saved profile when another request’s transaction fails at the same time', async () => {
    const { TransactionRunner } = await import('../src/database/transaction-runner.js');
    const { token } = await t.newCustomer('bystander');
    const runner = t.app.get(TransactionRunner);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = runner.run(async (manager) => {
      await manager.query("UPDATE products SET name = 'rolled back' WHERE product_id = 'DRD-001'");
      await held;
      throw new Error('this transaction fails');
    });
    // The failing transaction ends only once the profile update has asked for its own.
    const run = runner.run.bind(runner);
    const spy = jest.spyOn(runner, 'run').mockImplementation((work) => {
      release();
      return run(work);
    });
    const input = {
      userName: 'bystander',
      fullName: 'Saved Name',
      address: 'Noveleta, Cavite',
      mobileNumber: '0917 555 0000',
      emailAddress: 'b@e.ph',
    };
    const update = t.gql(UPDATE, { input }, token);
    await Promise.race([held, update]);
    release();
    spy.mockRestore();
    await expect(failing).rejects.toThrow('this transaction fails');
    expect((await update).data!.updateProfile.profile.fullName).toBe('Saved Name');
    expect((await t.gql('{ me { fullName } }', {}, token)).data!.me.fullName).toBe('Saved Name');
    const { DataSource } = await import('typeorm');
    expect((await t.app.get(DataSource).query("SELECT name FROM products WHERE product_id = 'DRD-001'"))[0].name).toBe(
      'Dried Danggit (Rabbitfish) 250 g',
    );
  });

  it('stores passwords as argon2id with m=19456, t=2, p=1', async () => {
    const { DataSource } = await import('typeorm');
    const rows = await t.app
      .get(DataSource)
      .query("SELECT password_hash AS h FROM users WHERE user_name_key = 'customer'");
    expect(rows[0].h).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});
