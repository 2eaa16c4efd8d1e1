import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/** The reproductions of the three causes of server errors found by fuzzing, and form posts: each is a 4xx now. */
eachDatabase('hostile input', (driver) => {
  let t: TestApp;
  let customer: { token: string; id: string };
  let employee: { token: string; id: string };

  beforeAll(async () => {
    t = await startTestApp(driver);
    customer = await t.newCustomer('hostile-input');
    const token = await t.login('employee', DEMO.employee.userName, DEMO.employee.password);
    employee = { token, id: (await t.gql('{ me { id } }', {}, token)).data!.me.id };
  });
  afterAll(() => t?.close());

  const product = (id: string) => ({
    ProductId: id,
    ProductName: 'X',
    ProductPrice: 10,
    ProductType: 'DRIED',
    ProductImage: '/images/x.webp',
  });

  it.each([
    [
      'constructor',
      () => [
        'POST',
        '/api/Login/customer-login',
        undefined,
        { UserName: 'customer', PasswordHash: { constructor: 1 } },
      ],
    ],
    [
      'prototype',
      () => ['POST', '/api/Login/register', undefined, { userName: 'p', fullName: { a: { prototype: {} } } }],
    ],
    [
      'constructor',
      () => [
        'POST',
        '/api/Product/placeOrder',
        customer.token,
        { CustomerId: customer.id, CartItems: [{ ProductId: 'DRD-001', Quantity: { constructor: { name: 'x' } } }] },
      ],
    ],
    [
      'constructor',
      () => [
        'POST',
        '/api/Profile/UpdateUserProfile',
        customer.token,
        { id: customer.id, userName: { constructor: 1 } },
      ],
    ],
    [
      'constructor',
      () => [
        'POST',
        `/api/Product/addProduct?employeeId=${employee.id}`,
        employee.token,
        { ...product('H-1'), ProductName: { constructor: 1 } },
      ],
    ],
    [
      'constructor',
      () => [
        'POST',
        `/api/Product/editproductDetails?employeeId=${employee.id}`,
        employee.token,
        { ...product('DRD-001'), ProductImage: [{ constructor: 1 }] },
      ],
    ],
  ] as const)('a field named "%s" anywhere in a body is refused with 400', async (key, request) => {
    const [method, path, token, body] = request() as [string, string, string | undefined, object];
    const result = await t.rest(method, path, { token, body });
    expect(result.status).toBe(400);
    expect(result.json?.message ?? result.text).toBe(`A field may not be named "${key}".`);
  });

  it('a lone UTF-16 surrogate is refused with 400 in REST bodies, GraphQL variables and query strings', async () => {
    const rest = await t.rest('POST', '/api/Login/register', {
      raw: '{"userName":"surrogate","fullName":"A","address":"B","mobileNumber":"+63 917 000 1234","emailAddress":"\\ud800","passwordHash":"tinapa-and-rice-42","confirmPassword":"tinapa-and-rice-42"}',
    });
    expect(rest).toMatchObject({ status: 400, text: 'Request text must be valid Unicode.' });
    const input = {
      userName: 'surrogate',
      fullName: 'A',
      address: 'B',
      mobileNumber: '+63 917 000 1234',
      emailAddress: '\ud800',
      password: 'tinapa-and-rice-42',
      confirmPassword: 'tinapa-and-rice-42',
    };
    const graphql = await t.gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', { input });
    expect(graphql.status).toBe(400);
    expect(graphql.errors?.[0]).toMatchObject({
      message: 'Request text must be valid Unicode.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const update = await t.gql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { profile { id } } }',
      {
        input: {
          userName: 'hostile-input',
          fullName: '\udc00',
          address: 'B',
          mobileNumber: '0917 555 0000',
          emailAddress: 'h@e.ph',
        },
      },
      customer.token,
    );
    expect(update.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // Percent-decoding never yields a lone surrogate (%ED%A0%80 is not UTF-8): the search simply finds nothing.
    const search = await t.rest('GET', '/api/Product/searchbyProductId?productId=%ED%A0%80', { token: employee.token });
    expect(search.status).toBeLessThan(500);
    await expect(t.login('customer', 'surrogate', 'tinapa-and-rice-42')).rejects.toThrow();
  });

  it.each([
    ['1e-7', 400],
    ['5e-324', 400],
    ['-0', 400],
    ['1e308', 400],
    ['12.5e1', 200],
  ])('a price written %s is judged by its value (addProduct and editproductDetails): %s', async (price, status) => {
    const id = `EXP-${price.replace(/\W/g, '')}`;
    const body = `{"ProductId":"${id}","ProductName":"X","ProductPrice":${price},"ProductType":"DRIED","ProductImage":"/images/x.webp"}`;
    const added = await t.rest('POST', `/api/Product/addProduct?employeeId=${employee.id}`, {
      token: employee.token,
      raw: body,
    });
    expect(added.status).toBe(status);
    const edited = await t.rest('POST', `/api/Product/editproductDetails?employeeId=${employee.id}`, {
      token: employee.token,
      raw: body.replace(id, 'DRD-002'),
    });
    expect(edited.status).toBe(status);
    if (status === 200) expect(added.json.productPrice).toBe(125);
  });

  it.each([
    [
      'application/x-www-form-urlencoded',
      'userName=form&fullName=A&address=B&mobileNumber=%2B63%20917%20000%201234&emailAddress=a%40b.co&passwordHash=tinapa-and-rice-42&confirmPassword=tinapa-and-rice-42',
    ],
    [
      'text/plain',
      '{"userName":"form","fullName":"A","address":"B","mobileNumber":"+63 917 000 1234","emailAddress":"a@b.co","passwordHash":"tinapa-and-rice-42","confirmPassword":"tinapa-and-rice-42"}',
    ],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="userName"\r\n\r\nform\r\n--x--\r\n',
    ],
  ])('a %s body (a cross-site form can send it) is refused with 415 and creates nothing', async (contentType, raw) => {
    const result = await t.rest('POST', '/api/Login/register', { raw, headers: { 'content-type': contentType } });
    expect(result.status).toBe(415);
    expect(result.text).toBe('Only JSON request bodies are accepted (Content-Type: application/json).');
    await expect(t.login('customer', 'form', 'tinapa-and-rice-42')).rejects.toThrow();
  });

  it('a body nested deeper than any request of the API is refused with 400', async () => {
    const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    const result = await t.rest('POST', '/api/Login/customer-login', { raw: deep });
    expect(result).toMatchObject({ status: 400, text: 'Request data is nested too deeply.' });
  });
});
