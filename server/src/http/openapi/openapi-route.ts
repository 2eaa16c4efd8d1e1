/** Where the OpenAPI document of /api is served. */
export const OPENAPI_ROUTE = '/api/openapi.json';
