/** The signed API client: the public surface other modules import. */
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
