import fastifyMultipart from '@fastify/multipart';
import { BIBLIOGRAPHY_FORMATS } from '@parton/cite';
import { apiErrorSchema } from '@parton/records';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generateBibliography,
  isTexFileName,
  MAX_TEX_BYTES,
  MESSAGES,
  readBibliography,
} from '../../bibliography/service';
import type { AppContext } from '../../context';
import { withBoundedWork } from '../../http/bounded';
import { ApiError } from '../../http/errors';

/** Bibliographies per client IP within the API limiter's window (RATE_LIMIT): each reads up to 10 MB and searches. */
export const BIBLIOGRAPHIES_PER_WINDOW = 5;

export const FILE_PATH = '/api/bibliography-generator/files';

export const EXPIRED_MESSAGE = 'This bibliography does not exist or has expired: please generate it again.';
export const SINGLE_FILE_MESSAGE = 'Please send a single .tex file.';

const generatedSchema = z.object({
  data: z.object({ download_url: z.string() }),
  errors: z.array(z.object({ message: z.string() })),
});

const formatQuery = z.object({
  format: z
    .enum(BIBLIOGRAPHY_FORMATS, { error: 'format must be bibtex, latex_us or latex_eu.' })
    .default('bibtex'),
});

/** The multipart upload's one `file` field, read into memory (at most MAX_TEX_BYTES: the parser stops there). */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart()) {
    throw new ApiError(400, MESSAGES.noFile);
  }
  let upload: { fileName: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_TEX_BYTES, files: 1 } })) {
      if (part.type !== 'file') {
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      if (!isTexFileName(part.filename)) {
        // Refused by its name before a byte of it is kept.
        part.file.resume();
        throw new ApiError(400, MESSAGES.notTex);
      }
      upload = { fileName: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    throw uploadError(request, error);
  }
  if (!upload) {
    throw new ApiError(400, MESSAGES.noFile);
  }
  return upload;
}

/** The multipart parser's limits, in the words of the form. */
function uploadError(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof ApiError) {
    return error;
  }
  const { RequestFileTooLargeError, FilesLimitError } = request.server.multipartErrors;
  if (error instanceof RequestFileTooLargeError) {
    return new ApiError(413, MESSAGES.tooBig);
  }
  if (error instanceof FilesLimitError) {
    return new ApiError(400, SINGLE_FILE_MESSAGE);
  }
  return error;
}

/**
 * The bibliography generator (src/bibliography/README.md): a `.tex` file in, the address of its bibliography out,
 * and the generated file served until it expires. Multipart parsing is registered for these routes only.
 */
export async function bibliographyRoutes(root: FastifyInstance, context: AppContext): Promise<void> {
  await root.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_TEX_BYTES, files: 1, fields: 10 } });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const limit = context.config.rateLimit;

    app.post(
      '/api/bibliography-generator',
      {
        config: {
          policy: 'public',
          ...(limit && {
            rateLimit: { max: Math.min(BIBLIOGRAPHIES_PER_WINDOW, limit.max), timeWindow: limit.windowMs },
          }),
        },
        schema: {
          tags: ['tools'],
          summary: 'A bibliography for the citations of a LaTeX file',
          description:
            'Multipart body with one `.tex` file in the field `file` (at most 10 MB). Each `\\cite` key is looked ' +
            'up as a DOI, ADS bibcode, texkey, arXiv identifier, journal reference or report number; the found ' +
            'records are written in `format` with the author’s own keys. `data.download_url` serves the file for ' +
            'BIBLIOGRAPHY_TTL_HOURS; `errors` names each key not found, ambiguous or invalid with its line. 400 no ' +
            'file, not a .tex file or nothing found; 413 larger than 10 MB.',
          querystring: formatQuery,
          response: { 200: generatedSchema, 400: apiErrorSchema, 413: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const generated = await withBoundedWork(context, request, reply, (bounded) =>
          generateBibliography(context, upload, request.query.format, { search: bounded }),
        );
        return { data: { download_url: generated.downloadUrl }, errors: generated.errors };
      },
    );

    app.get(
      `${FILE_PATH}/:id/:name`,
      {
        config: { policy: 'public' },
        schema: {
          tags: ['tools'],
          summary: 'A generated bibliography',
          description: 'The file `data.download_url` named, as an attachment; 404 once it has expired.',
          params: z.object({ id: z.string().max(100), name: z.string().max(300) }),
        },
      },
      async (request, reply) => {
        const stored = await readBibliography(context, request.params.id, request.params.name);
        if (!stored) {
          throw new ApiError(404, EXPIRED_MESSAGE);
        }
        return reply
          .type(`${stored.contentType}; charset=utf-8`)
          .header('content-disposition', `attachment; filename="${stored.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(stored.body);
      },
    );
  });
}
