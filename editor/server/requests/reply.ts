/** What an endpoint answers: a status and a JSON body. */
export interface Reply {
  status: number;
  body: unknown;
}
