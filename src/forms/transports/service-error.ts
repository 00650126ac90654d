/**
 * A service that did not take what was sent: `status` is its HTTP answer, or 0 when no answer came
 * (the network is down, or the request was cut).
 */
export class ServiceError extends Error {
  /** The service's own words about it, where it gave any. */
  readonly said: string | undefined;

  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions & { said?: string },
  ) {
    super(message, options);
    this.said = options?.said;
    this.name = "ServiceError";
  }
}

/**
 * Why a service turned a submission away for good, in words a visitor can act on: what the service
 * said, where it said anything, and its status.
 */
export function refusalInWords(error: unknown): string {
  if (!(error instanceof ServiceError)) return "Something went wrong on this page while sending it.";
  const said = error.said ? ` It said: “${error.said}”.` : "";
  switch (error.status) {
    case 400:
    case 422:
      return `Our mail service could not read it (error ${error.status}).${said}`;
    case 401:
    case 403:
      return `Our mail service did not let this site send it (error ${error.status}): the fault is ours, not yours.${said}`;
    case 413:
      return `It was too large for our mail service (error 413): a smaller file may go.${said}`;
    default:
      return `Our mail service turned it away (error ${error.status}).${said}`;
  }
}

/**
 * Whether the same request may succeed later: no answer at all, a timeout, "too many requests", or
 * the service's own failure (5xx). Any other answer (a 4xx) would be refused again.
 */
export function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ServiceError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
