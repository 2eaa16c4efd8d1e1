import { ACCOUNT_ROUTES } from './account-routes.js';
import { ANSWER_SCHEMAS } from './answer-schemas.js';
import { CATALOGUE_ROUTES } from './catalogue-routes.js';
import { ERROR_RESPONSES, ERROR_SCHEMAS } from './error-responses.js';
import { pathsOf } from './operation.js';
import { ORDER_ROUTES } from './order-routes.js';
import { PAYMENT_ROUTES } from './payment-routes.js';
import { REQUEST_SCHEMAS } from './request-schemas.js';
import { SITE_ROUTES } from './site-routes.js';

/**
 * The OpenAPI 3.1 description of every REST route under /api (served at GET /api/openapi.json).
 * The contract tests check every answer they receive against it, and that it names exactly the
 * routes the server declares (test/openapi.int.spec.ts, test/support/openapi-answers.ts).
 */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
  info: {
    title: 'WATERS REST API',
    version: '1.0.0',
    description:
      "The REST routes under /api: the original client's calls, kept as a contract (docs/legacy-contract.md: paths, methods, query parameters, field names and answer shapes), and the routes added beside them (password reset, contact form, picture uploads, proofs of payment, the CSV export, live events). GraphQL at /graphql is the API for new integrations. Bodies are JSON only; field names of legacy bodies are matched without regard to case; caller ids sent in a query or body must be the signed-in user's. /api/Login/* answers its errors as text/plain, every other route as {statusCode, code, message}.",
  },
  tags: [
    { name: 'Accounts', description: 'Registration, login, profile, password reset.' },
    { name: 'Catalogue', description: 'Products and their pictures.' },
    { name: 'Orders', description: 'Orders, decisions, the whole lists, the CSV export and live changes.' },
    { name: 'Lots', description: 'Production lots and recalls: the CSV of what a recall found.' },
    { name: 'Contact', description: 'The Contact page.' },
    { name: 'Documentation', description: 'This document.' },
  ],
  paths: pathsOf([...ACCOUNT_ROUTES, ...CATALOGUE_ROUTES, ...ORDER_ROUTES, ...PAYMENT_ROUTES, ...SITE_ROUTES]),
  components: {
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description:
          'Authorization: Bearer <token>, where the token is either a session token (the `token` of POST /api/Login/customer-login or POST /api/Login/employee-login, or of GraphQL customerLogin/employeeLogin; it lasts JWT_LIFETIME_SECONDS and ends at logout or a password change) or an API key `wtr_…` (made with GraphQL createApiKey). A key reaches only the operations whose security names one of its scopes, and only within its account’s role; operations whose security names no scope are for signed-in people only (a key is 403).',
      },
    },
    parameters: {
      XsrfToken: {
        name: 'X-XSRF-TOKEN',
        in: 'header',
        description:
          'Browsers get an XSRF-TOKEN cookie from /api answers; an unsafe request that carries the cookie must echo it here (403 otherwise). Callers without the cookie send nothing.',
        required: false,
        schema: { type: 'string' },
      },
    },
    schemas: { ...ANSWER_SCHEMAS, ...REQUEST_SCHEMAS, ...ERROR_SCHEMAS },
    responses: ERROR_RESPONSES,
  },
};
