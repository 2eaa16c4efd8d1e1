import { Role } from '../../platform/identity/role.js';
import { json, query, route, schemaRef, type ResponseObject, type Route } from './operation.js';

const EMPLOYEES = [Role.Employee];
const employeeId = query('employeeId', "The caller's own id (another is 403).", { type: 'string', minLength: 1 });
const productId = query('productId', 'The product id.', { type: 'string', minLength: 1 });
const productBody = (name: string) => ({
  required: true,
  content: { 'application/json': { schema: schemaRef(name) } },
});

/** The catalogue lists carry a validator: a request with If-None-Match of the current ETag gets 304 and no body. */
const ETAG = { ETag: { description: 'Changes whenever the list does.', required: true, schema: { type: 'string' } } };
const NOT_MODIFIED: ResponseObject = {
  description: 'The list has not changed since the ETag sent in If-None-Match.',
  headers: ETAG,
};
const list = (description: string, item: string): ResponseObject =>
  json(description, { type: 'array', items: schemaRef(item) }, { headers: ETAG });

export const CATALOGUE_ROUTES: readonly Route[] = [
  route('get', '/api/Product/list', {
    operationId: 'listProducts',
    summary: 'Every product (employees)',
    tags: ['Catalogue'],
    access: { roles: EMPLOYEES, keyScope: 'catalogue:read' },
    responses: { 200: list('The whole catalogue.', 'Product'), 304: NOT_MODIFIED },
  }),
  route('get', '/api/Product/available', {
    operationId: 'availableProducts',
    summary: 'The products on sale (customers)',
    tags: ['Catalogue'],
    access: { roles: [Role.Customer], keyScope: 'catalogue:read' },
    responses: { 200: list('The Available products, without their status.', 'AvailableProduct'), 304: NOT_MODIFIED },
  }),
  route('get', '/api/Product/searchbyProductId', {
    operationId: 'searchProductById',
    summary: 'One product by its id (employees)',
    description: 'No match is 200 with an empty body, not 404: the old client treats any 404 as "go to the 404 page".',
    tags: ['Catalogue'],
    access: { roles: EMPLOYEES, keyScope: 'catalogue:read' },
    parameters: [productId],
    responses: {
      200: json('The product, or an empty body (no Content-Type) when no product has that id.', schemaRef('Product'), {
        'x-empty-body': true,
      }),
    },
  }),
  route('post', '/api/Product/addProduct', {
    operationId: 'addProduct',
    summary: 'Add a product (employees)',
    description: 'ProductStatus defaults to Available; an id already used is 409.',
    tags: ['Catalogue'],
    access: { roles: EMPLOYEES, keyScope: 'products:write' },
    parameters: [employeeId],
    requestBody: productBody('ProductRequest'),
    responses: { 200: json('The product added.', schemaRef('Product')) },
    errors: [409],
  }),
  route('post', '/api/Product/editproductDetails', {
    operationId: 'editProduct',
    summary: "Change a product's price, type, status or picture (employees)",
    description: 'The name never changes; an unknown product is 404.',
    tags: ['Catalogue'],
    access: { roles: EMPLOYEES, keyScope: 'products:write' },
    parameters: [employeeId],
    requestBody: productBody('ProductEditRequest'),
    responses: { 200: json('The product as changed.', schemaRef('Product')) },
    errors: [404, 409],
  }),
  route('delete', '/api/Product/deleteProductbyId', {
    operationId: 'deleteProduct',
    summary: 'Remove a product from the catalogue (employees)',
    description: 'Orders that name it keep it in their history; an unknown product is 404.',
    tags: ['Catalogue'],
    access: { roles: EMPLOYEES, keyScope: 'products:write' },
    parameters: [productId, employeeId],
    responses: { 200: json('The product removed.', schemaRef('Product')) },
    errors: [404, 409],
  }),
  route('post', '/api/uploads/product-images', {
    operationId: 'uploadProductImage',
    summary: 'Upload a product picture (employees)',
    description:
      "The body is the picture itself (no form). Its type is judged by its bytes: anything but a JPEG, PNG or WebP is 415, over 5 MB or 50 megapixels 413. It is turned upright, stripped of metadata and stored as WebP and AVIF named by a hash of its content; save the answer's url as a product image. While the server is decoding too many pictures an upload is turned away with 429 and Retry-After.",
    tags: ['Catalogue'],
    access: { roles: EMPLOYEES, keyScope: 'products:write' },
    requestBody: {
      required: true,
      content: Object.fromEntries(
        ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'].map((type) => [
          type,
          { schema: { type: 'string', contentMediaType: type } },
        ]),
      ),
    },
    responses: { 201: json('Stored.', schemaRef('UploadedImage')) },
    errors: [507],
  }),
];
