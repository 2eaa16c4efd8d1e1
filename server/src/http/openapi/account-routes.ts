import { Role } from '../../platform/identity/role.js';
import { json, query, route, schemaRef, SIGNED_IN, type JsonSchema, type Route } from './operation.js';

const jsonBody = (name: string, description?: string) => ({
  required: true,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema: schemaRef(name) } },
});

/** What a portal answers an account of the other portal (a 401 like a wrong password, worded to help). */
const WRONG_PORTAL: Record<Role, string> = {
  [Role.Customer]: 'Employee accounts sign in through the Employee Portal.',
  [Role.Employee]: 'This portal is strictly for employees. Customers sign in through the customer login.',
};

const login = (portal: Role, path: string, operationId: string): Route => {
  const answer: JsonSchema = { allOf: [schemaRef('LoginAnswer'), { properties: { role: { const: portal } } }] };
  const refused = { enum: ['Invalid username or password', WRONG_PORTAL[portal]] };
  return route('post', path, {
    operationId,
    summary: `Log in to the ${portal.toLowerCase()} portal`,
    description: `Another portal's account is refused like a wrong password. Repeated failures lock the account and the address for a while (429).`,
    tags: ['Accounts'],
    access: 'public',
    requestBody: jsonBody('LoginRequest'),
    responses: {
      200: json('A new session.', answer),
      401: {
        description:
          'A wrong password or an unknown user ("Invalid username or password"), or an account of the other portal (a message saying where to sign in).',
        content: { 'text/plain': { schema: refused } },
      },
    },
  });
};

export const ACCOUNT_ROUTES: readonly Route[] = [
  route('post', '/api/Login/register', {
    operationId: 'register',
    summary: 'Create a customer account',
    description: 'Answers are text (the old client reads them as text), errors too.',
    tags: ['Accounts'],
    access: 'public',
    requestBody: jsonBody('RegistrationRequest'),
    responses: {
      200: {
        description: 'The account exists.',
        content: { 'text/plain': { schema: { const: 'Account created successfully.' } } },
      },
    },
    errors: [409],
  }),
  login(Role.Customer, '/api/Login/customer-login', 'customerLogin'),
  login(Role.Employee, '/api/Login/employee-login', 'employeeLogin'),
  route('post', '/api/Login/forgot-password', {
    operationId: 'forgotPassword',
    summary: 'Ask for a password-reset link',
    description:
      'The same answer whether or not an account matches; a matching account gets a one-time link by e-mail.',
    tags: ['Accounts'],
    access: 'public',
    requestBody: jsonBody('ForgotPasswordRequest'),
    responses: { 200: json('Asked.', schemaRef('MessageAnswer')) },
    errors: [409],
  }),
  route('post', '/api/Login/reset-password', {
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset link',
    description: 'Ends every session of the account. A link that is made up, expired or used is 400.',
    tags: ['Accounts'],
    access: 'public',
    requestBody: jsonBody('ResetPasswordRequest'),
    responses: { 200: json('The password has changed.', schemaRef('MessageAnswer')) },
    errors: [409],
  }),
  route('get', '/api/Profile/GetUserProfile', {
    operationId: 'getUserProfile',
    summary: "The caller's profile",
    tags: ['Accounts'],
    access: { roles: SIGNED_IN, keyScope: 'profile:read' },
    parameters: [query('userId', "The caller's own id (another is 403).", { type: 'string', minLength: 1 })],
    responses: { 200: json('The profile.', schemaRef('Profile')) },
  }),
  route('post', '/api/Profile/UpdateUserProfile', {
    operationId: 'updateUserProfile',
    summary: "Update the caller's profile",
    description:
      "A password change needs no current password here (the payload has none): the signed-in session authorises it, keeps this session and ends the account's others. API keys cannot call it.",
    tags: ['Accounts'],
    access: { roles: SIGNED_IN, keyScope: null },
    requestBody: jsonBody('ProfileUpdateRequest'),
    responses: { 200: json('The updated profile.', schemaRef('Profile')) },
    errors: [409],
  }),
  route('post', '/api/Contact', {
    operationId: 'sendContactMessage',
    summary: 'Send a message from the Contact page',
    description: 'Stored, mailed to the staff and acknowledged to the visitor; limited per address per hour (429).',
    tags: ['Contact'],
    access: 'public',
    requestBody: jsonBody('ContactRequest'),
    responses: { 200: json('Received.', schemaRef('ContactAnswer')) },
    errors: [409],
  }),
];
