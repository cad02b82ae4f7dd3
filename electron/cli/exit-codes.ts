/**
 * Exit codes of `call` and `export`: 0 success, 1 an API failure — the server
 * answered with status failure — and 2 anything else. A timeout, a network error, an
 * unreadable answer or an outcome_unknown is not the API refusing: a script must not
 * read it as "the server said no" (an outcome_unknown may even have been applied).
 */
import type { ApiFailureKind } from '../../shared/api/failures';

export const EXIT_API_FAILURE = 1;
export const EXIT_OTHER = 2;

/** Every client failure kind, classified; a new kind fails the type check until it is. */
const EXIT_OF_KIND: Record<ApiFailureKind, 1 | 2> = {
  api_failure: EXIT_API_FAILURE,
  auth_rejected: EXIT_API_FAILURE,
  timestamp_rejected: EXIT_API_FAILURE,
  signature_rejected: EXIT_API_FAILURE,
  http_status: EXIT_OTHER,
  timeout: EXIT_OTHER,
  network_not_sent: EXIT_OTHER,
  network_error: EXIT_OTHER,
  outcome_unknown: EXIT_OTHER,
  empty_body: EXIT_OTHER,
  not_json: EXIT_OTHER,
  bad_shape: EXIT_OTHER,
  too_large: EXIT_OTHER,
  cancelled: EXIT_OTHER,
  already_in_flight: EXIT_OTHER,
  invalid_request: EXIT_OTHER,
};

/** 1 when the server answered with status failure, else 2 (any kind, also app-side ones). */
export function exitCodeOf(kind: string): 1 | 2 {
  return Object.hasOwn(EXIT_OF_KIND, kind) ? EXIT_OF_KIND[kind as ApiFailureKind] : EXIT_OTHER;
}
