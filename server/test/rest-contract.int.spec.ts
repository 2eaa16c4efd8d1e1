import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eachDatabase } from './support/each-database.js';
import { cartItem } from './support/legacy-rest.js';
import { DEMO, startTestApp, type TestApp } from './support/test-app.js';

/** The legacy call table (docs/legacy-contract.md#rest-routes), replayed call by call with the original client's payload shapes (every route: rest-contract-coverage.int.spec.ts). */

const PRODUCT_FIELDS = [
  'productId',
  'productName',
  'productPrice',
  'productStatus',
  'productType',
  'productImage',
].sort();
const ORDER_FIELDS = [
  'orderId',
  'customerId',
  'fullName',
  'address',
  'mobileNumber',
  'emailAddress',
  'totalAmount',
  'orderStatus',
  'orderDate',
  'authorizedByFullName',
  'authorizationDate',
  'remarks',
  'cartItems',
].sort();
const PROFILE_FIELDS = [
  'id',
  'role',
  'createdAt',
  'updatedAt',
  'userName',
  'fullName',
  'address',
  'mobileNumber',
  'emailAddress',
].sort();
const JSON_TYPE = /^application\/json/;
const TEXT_TYPE = /^text\/plain/;

const registration = (userName: string) => ({
  userName,
  fullName: 'Corazon Villanueva',
  address: '88 Aguinaldo Hwy., Imus, Cavite',
  mobileNumber: '+63 (917) 555-0188',
  emailAddress: `${userName}@example.ph`,
  createdAt: new Date().toISOString(),
  passwordHash: 'tuyo-at-sinangag-7',
  confirmPassword: 'tuyo-at-sinangag-7',
});

eachDatabase('legacy REST contract', (driver) => {
  let t: TestApp;
  let customer: { token: string; userId: string };
  let employee: { token: string; userId: string };

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  describe('a legacy client that knows only the call table', () => {
    it('POST /Login/register answers plain text; duplicates 409 text; invalid 400 text', async () => {
      const created = await t.rest('POST', '/api/Login/register', { body: registration('cora') });
      expect([created.status, created.text]).toEqual([200, 'Account created successfully.']);
      expect(created.contentType).toMatch(TEXT_TYPE);

      const duplicate = await t.rest('POST', '/api/Login/register', { body: registration('CORA') });
      expect([duplicate.status, duplicate.text]).toEqual([409, 'Username is already taken.']);
      expect(duplicate.contentType).toMatch(TEXT_TYPE);

      const invalid = await t.rest('POST', '/api/Login/register', { body: { ...registration('cora2'), fullName: '' } });
      expect([invalid.status, invalid.text]).toEqual([400, 'Please fill in all the required fields.']);
      expect(invalid.contentType).toMatch(TEXT_TYPE);

      const mismatch = await t.rest('POST', '/api/Login/register', {
        body: { ...registration('cora3'), confirmPassword: 'nope-nope-nope' },
      });
      expect([mismatch.status, mismatch.text]).toEqual([400, 'Passwords do not match']);
    });

    it('POST /Login/customer-login and /Login/employee-login answer { token, userId, role }', async () => {
      const login = await t.rest('POST', '/api/Login/customer-login', {
        body: { UserName: 'cora', PasswordHash: 'tuyo-at-sinangag-7' },
      });
      expect(login.status).toBe(200);
      expect(login.contentType).toMatch(JSON_TYPE);
      expect(Object.keys(login.json).sort()).toEqual(['role', 'token', 'userId']);
      expect(login.json.role).toBe('Customer');
      customer = login.json;

      const staff = await t.rest('POST', '/api/Login/employee-login', {
        body: { UserName: DEMO.employee.userName, PasswordHash: DEMO.employee.password },
      });
      expect(staff.status).toBe(200);
      expect(staff.json.role).toBe('Employee');
      employee = staff.json;

      const wrong = await t.rest('POST', '/api/Login/customer-login', {
        body: { UserName: 'cora', PasswordHash: 'wrong-password' },
      });
      expect([wrong.status, wrong.text]).toEqual([401, 'Invalid username or password']);
      expect(wrong.contentType).toMatch(TEXT_TYPE);
      const portal = await t.rest('POST', '/api/Login/employee-login', {
        body: { UserName: 'cora', PasswordHash: 'tuyo-at-sinangag-7' },
      });
      expect(portal.status).toBe(401);
    });

    it('GET /Profile/GetUserProfile?userId= answers the profile object, never a password or hash', async () => {
      const profile = await t.rest('GET', `/api/Profile/GetUserProfile?userId=${customer.userId}`, {
        token: customer.token,
      });
      expect(profile.status).toBe(200);
      expect(profile.contentType).toMatch(JSON_TYPE);
      expect(Object.keys(profile.json).sort()).toEqual(PROFILE_FIELDS);
      expect(profile.json).toMatchObject({
        id: customer.userId,
        role: 'Customer',
        userName: 'cora',
        fullName: 'Corazon Villanueva',
      });
      expect(profile.text).not.toMatch(/passwordHash|argon2|tuyo-at-sinangag/);
    });

    it('POST /Profile/UpdateUserProfile takes the original payload; Role and createdAt cannot change anything', async () => {
      const before = (
        await t.rest('GET', `/api/Profile/GetUserProfile?userId=${customer.userId}`, { token: customer.token })
      ).json;
      const body = {
        id: customer.userId,
        Role: 'Employee',
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: new Date().toISOString(),
        userName: 'cora',
        fullName: 'Corazon V. Villanueva',
        address: '90 Aguinaldo Hwy., Imus, Cavite',
        mobileNumber: '0917 555 0189',
        emailAddress: 'cora.v@example.ph',
        passwordHash: '',
        confirmPassword: '',
      };
      const updated = await t.rest('POST', '/api/Profile/UpdateUserProfile', { token: customer.token, body });
      expect(updated.status).toBe(200);
      expect(updated.json).toMatchObject({
        role: 'Customer',
        createdAt: before.createdAt,
        fullName: 'Corazon V. Villanueva',
        emailAddress: 'cora.v@example.ph',
      });
      expect(updated.json.token).toBeUndefined();
      // Empty password fields keep the old password.
      expect(
        (
          await t.rest('POST', '/api/Login/customer-login', {
            body: { UserName: 'cora', PasswordHash: 'tuyo-at-sinangag-7' },
          })
        ).status,
      ).toBe(200);
    });

    it('GET /Product/available answers productId, productName, productPrice (number), productType, productImage', async () => {
      const available = await t.rest('GET', '/api/Product/available', { token: customer.token });
      expect(available.status).toBe(200);
      expect(available.contentType).toMatch(JSON_TYPE);
      expect(available.json).toHaveLength(23);
      expect(Object.keys(available.json[0]).sort()).toEqual([
        'productId',
        'productImage',
        'productName',
        'productPrice',
        'productType',
      ]);
      expect(typeof available.json[0].productPrice).toBe('number');
    });

    it('GET /Product/list (employee) answers the catalogue with status', async () => {
      const list = await t.rest('GET', '/api/Product/list', { token: employee.token });
      expect(list.status).toBe(200);
      expect(list.json).toHaveLength(23);
      expect(Object.keys(list.json[0]).sort()).toEqual(PRODUCT_FIELDS);
    });

    it('GET /Product/searchbyProductId answers the product, or 200 with an empty body when there is none', async () => {
      const found = await t.rest('GET', '/api/Product/searchbyProductId?productId=SMK-001', { token: employee.token });
      expect(found.status).toBe(200);
      expect(found.json).toEqual({
        productId: 'SMK-001',
        productName: 'Tinapang Bangus (Smoked Milkfish) 400 g',
        productPrice: 230,
        productType: 'SMOKED',
        productStatus: 'Available',
        productImage: '/images/products/smoked/tinapang-bangus.webp',
      });
      const none = await t.rest('GET', '/api/Product/searchbyProductId?productId=NOPE-404', { token: employee.token });
      expect([none.status, none.text]).toEqual([200, '']);
      expect((await t.rest('GET', '/api/Product/searchbyProductId', { token: employee.token })).status).toBe(400);
    });

    it('POST /Product/addProduct?employeeId= with the PascalCase payload (camelCase accepted too)', async () => {
      const body = {
        EmployeeId: employee.userId,
        ProductId: 'MAR-010',
        ProductName: 'Boneless Daing na Danggit 250 g',
        ProductPrice: 310.5,
        ProductType: 'MARINATED',
        ProductStatus: 'Available',
        ProductImage: '/images/products/marinated/daing-na-danggit.webp',
      };
      const added = await t.rest('POST', `/api/Product/addProduct?employeeId=${employee.userId}`, {
        token: employee.token,
        body,
      });
      expect(added.status).toBe(200);
      expect(added.json).toEqual({
        productId: 'MAR-010',
        productName: body.ProductName,
        productPrice: 310.5,
        productType: 'MARINATED',
        productStatus: 'Available',
        productImage: body.ProductImage,
      });

      const camel = await t.rest('POST', `/api/Product/addProduct?employeeId=${employee.userId}`, {
        token: employee.token,
        body: {
          productId: 'MAR-011',
          productName: 'Spicy Daing na Bangus 450 g',
          productPrice: 265,
          productType: 'MARINATED',
          productImage: '/images/products/marinated/spicy.webp',
        },
      });
      expect(camel.json).toMatchObject({ productId: 'MAR-011', productStatus: 'Available' });

      const duplicate = await t.rest('POST', `/api/Product/addProduct?employeeId=${employee.userId}`, {
        token: employee.token,
        body,
      });
      expect(duplicate.status).toBe(409);
    });

    it('POST /Product/editproductDetails?employeeId= changes price and status, never the name', async () => {
      const edited = await t.rest('POST', `/api/Product/editproductDetails?employeeId=${employee.userId}`, {
        token: employee.token,
        body: {
          ProductId: 'MAR-010',
          ProductName: 'Renamed by the client',
          ProductPrice: 299.99,
          ProductType: 'MARINATED',
          ProductStatus: 'Unavailable',
          ProductImage: '/images/products/marinated/daing-na-danggit.webp',
        },
      });
      expect(edited.status).toBe(200);
      expect(edited.json).toMatchObject({
        productName: 'Boneless Daing na Danggit 250 g',
        productPrice: 299.99,
        productStatus: 'Unavailable',
      });
      const available = (await t.rest('GET', '/api/Product/available', { token: customer.token })).json.map(
        (p: { productId: string }) => p.productId,
      );
      expect(available).not.toContain('MAR-010');
      const missing = await t.rest('POST', `/api/Product/editproductDetails?employeeId=${employee.userId}`, {
        token: employee.token,
        body: { ProductId: 'NOPE-1', ProductPrice: 1 },
      });
      expect(missing.status).toBe(404);
    });

    it('DELETE /Product/deleteProductbyId?productId=&employeeId= removes it from the catalogue', async () => {
      const deleted = await t.rest(
        'DELETE',
        `/api/Product/deleteProductbyId?productId=MAR-011&employeeId=${employee.userId}`,
        { token: employee.token },
      );
      expect(deleted.status).toBe(200);
      const list = (await t.rest('GET', '/api/Product/list', { token: employee.token })).json.map(
        (p: { productId: string }) => p.productId,
      );
      expect(list).not.toContain('MAR-011');
      expect(
        (
          await t.rest('DELETE', `/api/Product/deleteProductbyId?productId=MAR-011&employeeId=${employee.userId}`, {
            token: employee.token,
          })
        ).status,
      ).toBe(404);
    });

    let firstOrder: number;
    let secondOrder: number;

    it('POST /Product/placeOrder ignores ProductName/ProductPrice/TotalPrice and answers the created order', async () => {
      const body = {
        CustomerId: customer.userId,
        CartItems: [cartItem(customer.userId, 'DRD-001', 2), cartItem(customer.userId, 'SMK-001', 1, 1)],
      };
      const placed = await t.rest('POST', '/api/Product/placeOrder', { token: customer.token, body });
      expect(placed.status).toBe(200);
      expect(placed.contentType).toMatch(JSON_TYPE);
      expect(Object.keys(placed.json).sort()).toEqual(ORDER_FIELDS);
      expect(placed.json).toMatchObject({
        customerId: customer.userId,
        totalAmount: 2 * 285 + 230,
        orderStatus: 'PENDING',
        fullName: 'Corazon V. Villanueva',
        remarks: null,
        authorizedByFullName: null,
      });
      expect(placed.json.cartItems).toEqual([
        { productName: 'Dried Danggit (Rabbitfish) 250 g', productPrice: 285, quantity: 2, totalPrice: 570 },
        { productName: 'Tinapang Bangus (Smoked Milkfish) 400 g', productPrice: 230, quantity: 1, totalPrice: 230 },
      ]);
      firstOrder = placed.json.orderId;
      secondOrder = (
        await t.rest('POST', '/api/Product/placeOrder', {
          token: customer.token,
          body: { CustomerId: customer.userId, CartItems: [cartItem(customer.userId, 'MAR-001', 1)] },
        })
      ).json.orderId;
    });

    it('POST /Product/clearCart takes the customer id bare or wrapped, and is idempotent', async () => {
      for (const body of [customer.userId, { customerId: customer.userId }, customer.userId]) {
        const cleared = await t.rest('POST', '/api/Product/clearCart', { token: customer.token, body });
        expect(cleared.status).toBe(200);
      }
    });

    it('GET /Product/extractCustomerOrders?customerId= answers the pending orders', async () => {
      const pending = await t.rest('GET', `/api/Product/extractCustomerOrders?customerId=${customer.userId}`, {
        token: customer.token,
      });
      expect(pending.status).toBe(200);
      expect(pending.json.map((o: { orderId: number }) => o.orderId)).toEqual([secondOrder, firstOrder]);
      expect(Object.keys(pending.json[0]).sort()).toEqual(ORDER_FIELDS);
    });

    it('GET /Product/extractOrder?employeeId= answers the orders to authorize, oldest first', async () => {
      const queue = await t.rest('GET', `/api/Product/extractOrder?employeeId=${employee.userId}`, {
        token: employee.token,
      });
      expect(queue.status).toBe(200);
      const ids = queue.json.map((o: { orderId: number }) => o.orderId);
      expect(ids.indexOf(firstOrder)).toBeLessThan(ids.indexOf(secondOrder));
      expect(queue.json.find((o: { orderId: number }) => o.orderId === firstOrder).cartItems).toHaveLength(2);
    });

    it('PUT /Product/approveOrder and /Product/cancelOrder take URL-encoded remarks; 409 once decided, 404 when unknown', async () => {
      const remarks = 'Handa na — pick up at 9:00 & bring ID 🐟 100% + "salamat"';
      const approved = await t.rest(
        'PUT',
        `/api/Product/approveOrder?employeeId=${employee.userId}&orderId=${firstOrder}&remarks=${encodeURIComponent(remarks)}`,
        {
          token: employee.token,
          raw: '',
        },
      );
      expect(approved.status).toBe(200);
      expect(approved.json).toMatchObject({
        orderId: firstOrder,
        orderStatus: 'APPROVED',
        remarks,
        authorizedByFullName: 'Maricel Dela Cruz',
      });

      const cancelled = await t.rest(
        'PUT',
        `/api/Product/cancelOrder?employeeId=${employee.userId}&orderId=${secondOrder}&remarks=`,
        { token: employee.token },
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.json).toMatchObject({ orderId: secondOrder, orderStatus: 'CANCELLED', remarks: '' });

      const again = await t.rest(
        'PUT',
        `/api/Product/cancelOrder?employeeId=${employee.userId}&orderId=${firstOrder}`,
        { token: employee.token, body: {} },
      );
      expect([again.status, again.json.code]).toEqual([409, 'CONFLICT']);
      const unknown = await t.rest('PUT', `/api/Product/approveOrder?employeeId=${employee.userId}&orderId=999999`, {
        token: employee.token,
      });
      expect(unknown.status).toBe(404);
    });

    it('GET /Product/orderHistory?customerId= answers decided orders with approver, date and remarks', async () => {
      const history = await t.rest('GET', `/api/Product/orderHistory?customerId=${customer.userId}`, {
        token: customer.token,
      });
      expect(history.status).toBe(200);
      expect(history.json.map((o: { orderId: number; orderStatus: string }) => [o.orderId, o.orderStatus])).toEqual([
        [secondOrder, 'CANCELLED'],
        [firstOrder, 'APPROVED'],
      ]);
      expect(history.json[1].authorizedByFullName).toBe('Maricel Dela Cruz');
      expect(Date.parse(history.json[1].authorizationDate)).not.toBeNaN();
      expect(
        (
          await t.rest('GET', `/api/Product/extractCustomerOrders?customerId=${customer.userId}`, {
            token: customer.token,
          })
        ).json,
      ).toEqual([]);
    });

    it('GET /Product/orderActivityLog?employeeId= answers every decision, newest first', async () => {
      const log = await t.rest('GET', `/api/Product/orderActivityLog?employeeId=${employee.userId}`, {
        token: employee.token,
      });
      expect(log.status).toBe(200);
      expect(log.json.slice(0, 2).map((o: { orderId: number }) => o.orderId)).toEqual([secondOrder, firstOrder]);
      expect(Object.keys(log.json[0]).sort()).toEqual(ORDER_FIELDS);
    });
  });
});
