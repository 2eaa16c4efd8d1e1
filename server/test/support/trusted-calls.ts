import { Kind, parse, print, visit, type FieldNode } from 'graphql';
import { TRUSTED_DOCUMENTS } from '../../src/graphql/trusted/trusted-documents.generated.js';
import type { GqlResult, TestApp } from './test-app.js';

/** The web client's own document for an operation (what a browser may send under TRUSTED_DOCUMENTS=strict). */
export function clientDocument(operationName: string): string {
  const text = Object.values(TRUSTED_DOCUMENTS).find((document) =>
    new RegExp(`^(query|mutation) ${operationName}\\b`).test(document),
  );
  if (!text) throw new Error(`The web client has no operation ${operationName}`);
  return text;
}

/** A document as Apollo Client sends it: `__typename` in every selection but the operation's own. */
export function withTypenames(document: string): string {
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  return print(
    visit(parse(document), {
      SelectionSet: (node, _key, parent) =>
        parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION
          ? undefined
          : { ...node, selections: [...node.selections, typename] },
    }),
  );
}

/** Calls one of the web client's operations as the client would. */
export function clientCall(
  t: TestApp,
  operationName: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<GqlResult> {
  return t.gql(clientDocument(operationName), variables, token);
}

/** Signs in and makes an API key as a person does on the API keys screen; returns the secret. */
export async function keyMadeInTheApp(
  t: TestApp,
  portal: 'customer' | 'employee',
  account: { userName: string; password: string },
  scopes: string[],
): Promise<string> {
  const [operation, field] =
    portal === 'customer' ? ['CustomerLogin', 'customerLogin'] : ['EmployeeLogin', 'employeeLogin'];
  const login = await clientCall(t, operation, { input: account });
  if (!login.data) throw new Error(`${operation} failed: ${JSON.stringify(login.errors)}`);
  const made = await clientCall(
    t,
    'CreateApiKey',
    { input: { name: `${portal} script`, scopes } },
    login.data[field].token,
  );
  if (!made.data) throw new Error(`CreateApiKey failed: ${JSON.stringify(made.errors)}`);
  return made.data.createApiKey.secret as string;
}
