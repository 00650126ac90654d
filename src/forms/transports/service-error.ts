/**
 * A service that did not take what was sent: `status` is its HTTP answer, or 0 when no answer came
 * (the network is down, or the request was cut).
 */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "ServiceError";
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
