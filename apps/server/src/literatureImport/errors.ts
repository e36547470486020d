import { PRODUCT_NAME } from '@parton/records';

/**
 * Why an import gave no form data, each with the answer the form shows (facts §1.2 "Import step"). The services
 * throw them; the route turns them into the HTTP status and `{message}` body.
 */
export class ImportFailure extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 500 | 502,
    message: string,
    readonly recid?: number,
  ) {
    super(message);
    this.name = 'ImportFailure';
  }
}

export const notRecognized = (raw: string) =>
  new ImportFailure(400, `${raw} is not a recognized identifier.`);

export const alreadyExists = (id: string, recid: number) =>
  new ImportFailure(409, `The article ${id} already exists in ${PRODUCT_NAME}`, recid);

export const notFound = (id: string) => new ImportFailure(404, `No article found for ${id}`);

export const invalidFormat = () => new ImportFailure(500, 'The article has an invalid format.');

/** The source could not be reached or answered with an error: worth another try later. */
export const sourceFailed = (source: string) =>
  new ImportFailure(
    502,
    `Importing the metadata from ${source} failed. Please try again later or fill the form manually.`,
  );

/** The source is not configured on this server (its URL is unset). */
export const sourceOff = (source: string) =>
  new ImportFailure(
    502,
    `Importing the metadata from ${source} is not available on this server. Please fill the form manually.`,
  );
