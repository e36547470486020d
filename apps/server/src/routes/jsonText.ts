import type { FastifyReply } from 'fastify';

/**
 * Sends a body the services built as JSON text. Records are stored as JSON text and answered without being parsed
 * and serialized again (large papers carry thousands of authors), so these routes' response schemas document the
 * answer for the OpenAPI document while Fastify sends text as it is (its serializer runs on objects only). The
 * untyped reply is why this helper exists: a route typed by its response schema only accepts objects.
 */
export function sendJsonText(
  reply: FastifyReply,
  body: string,
  contentType = 'application/json; charset=utf-8',
): FastifyReply {
  return reply.type(contentType).send(body);
}
