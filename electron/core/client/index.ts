/** The signed API client: the public surface other modules import. */
export { createApiClient, type ApiClient, type ApiClientOptions, type CallOptions } from './client';
export { decodeBody, type Decoded, type DecodedInfo, type DecodeOptions } from './decode';
export { DEFAULT_MAX_BODY_BYTES } from './transport';
export { DEFAULT_RETRY, type RetryPolicy } from './backoff';
