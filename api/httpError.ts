/** An error the API answers as `{ detail }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const httpError = (statusCode: number, detail: string) => new HttpError(statusCode, detail);
