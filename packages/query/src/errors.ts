/** The only error the query language raises; the server answers it with HTTP 400 and this message. */
export class QuerySyntaxError extends Error {
  static readonly MESSAGE = 'The syntax of the search query is invalid.';

  /** What could not be understood, for logs; never shown to the client. */
  readonly detail: string;

  constructor(detail: string) {
    super(QuerySyntaxError.MESSAGE);
    this.name = 'QuerySyntaxError';
    this.detail = detail;
  }
}
