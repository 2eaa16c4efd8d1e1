import { describe, expect, it } from '@jest/globals';
import { DecideOrderInput } from '../src/modules/orders/dto/decide-order.input.js';
import { PlaceOrderInput } from '../src/modules/orders/dto/place-order.input.js';
import { AddProductInput } from '../src/modules/products/dto/add-product.input.js';
import { profileFormSummary } from '../src/modules/users/dto/profile-fields.js';
import { RegisterInput } from '../src/modules/users/dto/register.input.js';
import { DomainError } from '../src/platform/errors/domain-error.js';
import { validateInput } from '../src/platform/validation/validate-input.js';
import { EMPTY_REGISTRATION_FIELDS } from './support/spec-messages.js';

/** Runs fn and returns the DomainError it throws (failing the test if it throws anything else or nothing). */
function rejectionOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('BAD_USER_INPUT');
    return error as DomainError;
  }
  throw new Error('expected the input to be rejected, but it was accepted');
}

describe('validateInput: body shape', () => {
  it.each([null, undefined, [], [{ userName: 'x' }], 'userName=x', 42, true])(
    'rejects the non-object body %p',
    (body) => {
      const error = rejectionOf(() => validateInput(RegisterInput, body, profileFormSummary));
      expect(error.message).toBe('Request body must be an object.');
    },
  );

  it('returns an instance of the DTO class', () => {
    expect(validateInput(DecideOrderInput, { orderId: 1 })).toBeInstanceOf(DecideOrderInput);
  });
});

describe('validateInput with RegisterInput', () => {
  const register = (body: unknown) => validateInput(RegisterInput, body, profileFormSummary);
  const valid = {
    userName: 'juan.delacruz',
    fullName: 'Juan dela Cruz',
    address: '1 Rizal Ave., Bacoor, Cavite',
    mobileNumber: '+63 917 555 0101',
    emailAddress: 'juan@example.com',
    password: 'Tuyo-at-Sinangag-42',
    confirmPassword: 'Tuyo-at-Sinangag-42',
  };

  it('accepts a complete registration', () => {
    expect(register(valid)).toMatchObject(valid);
  });

  it('reports every missing field with the one summary message for the form', () => {
    const error = rejectionOf(() => register({}));
    expect(error.message).toBe('Please fill in all the required fields.');
    expect(error.fields).toMatchObject(EMPTY_REGISTRATION_FIELDS);
  });

  it('treats blank and whitespace-only strings as missing', () => {
    const error = rejectionOf(() => register({ ...valid, fullName: '', address: '   ' }));
    expect(error.message).toBe('Please fill in all the required fields.');
    expect(error.fields).toEqual({ fullName: 'Full name is required', address: 'Address is required' });
  });

  it('treats a non-string value as missing', () => {
    const error = rejectionOf(() => register({ ...valid, userName: 12345 }));
    expect(error.fields).toEqual({ userName: 'Username is required' });
  });

  it('reports a bad email address as not valid', () => {
    const error = rejectionOf(() => register({ ...valid, emailAddress: 'juan-at-example' }));
    expect(error.fields).toEqual({ emailAddress: 'Email Address is not valid' });
    expect(error.message).toBe('Email Address is not valid');
  });

  it('reports a bad mobile number as not valid', () => {
    const error = rejectionOf(() => register({ ...valid, mobileNumber: 'call me' }));
    expect(error.fields).toEqual({ mobileNumber: 'Mobile number is not valid' });
  });

  it('trims the profile strings', () => {
    const input = register({
      ...valid,
      userName: '  juan.delacruz ',
      fullName: '\tJuan dela Cruz  ',
      address: ' 1 Rizal Ave., Bacoor, Cavite\n',
      mobileNumber: ' 0917-555-0101 ',
      emailAddress: '  juan@example.com  ',
    });
    expect(input).toMatchObject({
      userName: 'juan.delacruz',
      fullName: 'Juan dela Cruz',
      address: '1 Rizal Ave., Bacoor, Cavite',
      mobileNumber: '0917-555-0101',
      emailAddress: 'juan@example.com',
    });
  });

  it('strips properties the DTO does not declare', () => {
    const input = register({ ...valid, role: 'EMPLOYEE', id: 1, createdAt: '2020-01-01' });
    expect(input).not.toHaveProperty('role');
    expect(input).not.toHaveProperty('id');
    expect(input).not.toHaveProperty('createdAt');
  });
});

describe('validateInput with AddProductInput', () => {
  const add = (body: Record<string, unknown>) => validateInput(AddProductInput, body);
  const valid = {
    productId: 'DRD-001',
    productName: 'Danggit',
    productPrice: 250.5,
    productType: 'DRIED',
    productStatus: 'Unavailable',
    productImage: '/images/products/danggit.webp',
  };

  it('accepts a complete product', () => {
    expect(add(valid)).toMatchObject(valid);
  });

  it('defaults productStatus to Available', () => {
    const { productStatus: _omitted, ...withoutStatus } = valid;
    expect(add(withoutStatus).productStatus).toBe('Available');
  });

  it.each([1000000, 0.01, 19.99, 1])('accepts the price %p', (productPrice) => {
    expect(add({ ...valid, productPrice }).productPrice).toBe(productPrice);
  });

  it.each([0, -1, 1000000.01, 1.005, NaN, Infinity, '100', null])('rejects the price %p', (productPrice) => {
    const error = rejectionOf(() => add({ ...valid, productPrice }));
    expect(error.fields).toHaveProperty('productPrice');
  });

  it.each(['javascript:x', 'data:image/png;base64,xx', '//evil.example/x.png', 'https://example.com/a b.png'])(
    'rejects the product image %p',
    (productImage) => {
      const error = rejectionOf(() => add({ ...valid, productImage }));
      expect(error.fields).toHaveProperty('productImage');
    },
  );

  it('accepts an https product image', () => {
    expect(add({ ...valid, productImage: 'https://cdn.example.com/danggit.webp' }).productImage).toBe(
      'https://cdn.example.com/danggit.webp',
    );
  });

  it('rejects an unknown product type or status', () => {
    expect(rejectionOf(() => add({ ...valid, productType: 'FROZEN' })).fields).toHaveProperty('productType');
    expect(rejectionOf(() => add({ ...valid, productStatus: 'available' })).fields).toHaveProperty('productStatus');
  });
});

describe('validateInput with PlaceOrderInput', () => {
  const place = (items: unknown) => validateInput(PlaceOrderInput, { items });
  const line = (quantity: number) => ({ productId: 'DRD-001', quantity });

  it('accepts up to 100 lines of up to 999 each', () => {
    expect(place([line(999)]).items).toEqual([line(999)]);
    expect(place(Array.from({ length: 100 }, () => line(1))).items).toHaveLength(100);
  });

  it('rejects an empty cart', () => {
    expect(rejectionOf(() => place([])).fields).toHaveProperty('items');
  });

  it('rejects a missing or non-array items list', () => {
    expect(rejectionOf(() => validateInput(PlaceOrderInput, {})).fields).toHaveProperty('items');
    expect(rejectionOf(() => place('DRD-001')).fields).toHaveProperty('items');
  });

  it('rejects 101 lines', () => {
    expect(rejectionOf(() => place(Array.from({ length: 101 }, () => line(1)))).fields).toHaveProperty('items');
  });

  it.each([0, -1, 1000, 1.5, NaN])('rejects the quantity %p', (quantity) => {
    const error = rejectionOf(() => place([line(1), line(quantity)]));
    expect(error.fields).toHaveProperty(['items.1.quantity']);
  });

  it('rejects a line without a product ID', () => {
    const error = rejectionOf(() => place([{ quantity: 1 }]));
    expect(error.fields).toHaveProperty(['items.0.productId']);
  });

  it('strips undeclared properties such as a client-sent price from each line', () => {
    const [item] = place([{ productId: 'DRD-001', quantity: 2, productPrice: 0.01 }]).items;
    expect(item).not.toHaveProperty('productPrice');
  });
});

describe('validateInput with DecideOrderInput', () => {
  const decide = (body: Record<string, unknown>) => validateInput(DecideOrderInput, body);

  it('accepts remarks being omitted or null', () => {
    expect(decide({ orderId: 1 }).remarks).toBeUndefined();
    expect(decide({ orderId: 1, remarks: null }).remarks).toBeNull();
  });

  it('accepts 500 emoji as 500 characters', () => {
    const remarks = '🐟'.repeat(500);
    expect(remarks.length).toBe(1000);
    expect(decide({ orderId: 7, remarks }).remarks).toBe(remarks);
  });

  it('rejects 501 characters of remarks', () => {
    expect(decide({ orderId: 7, remarks: 'a'.repeat(500) }).remarks).toHaveLength(500);
    expect(rejectionOf(() => decide({ orderId: 7, remarks: 'a'.repeat(501) })).fields).toHaveProperty('remarks');
    expect(rejectionOf(() => decide({ orderId: 7, remarks: '🐟'.repeat(501) })).fields).toHaveProperty('remarks');
  });

  it('rejects remarks that are not text', () => {
    expect(rejectionOf(() => decide({ orderId: 7, remarks: 42 })).fields).toHaveProperty('remarks');
  });

  it('stores remarks exactly as sent (no trimming)', () => {
    expect(decide({ orderId: 7, remarks: '  ok  ' }).remarks).toBe('  ok  ');
  });

  it.each([0, -1, 1.5, 2_147_483_648, '7', null])('rejects the order ID %p', (orderId) => {
    expect(rejectionOf(() => decide({ orderId })).fields).toHaveProperty('orderId');
  });
});
