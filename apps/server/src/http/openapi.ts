import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadFieldNames } from './multipart';

// The OpenAPI document (/api/docs/json) is the API's one description: the web app's types are
// generated from it (npm run api:types), so what a route takes and answers must be in it.

/** The response of a route that answers 204 with no body. */
export const noContent = z.undefined().describe('No content');

/** The response of a route that answers a file of `contentType` (its bytes, not JSON). */
export const fileAnswer = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.custom<Buffer | string>().meta({ type: 'string', format: 'binary' }) } },
});

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  [keyword: string]: unknown;
}

/**
 * A multipart body as the route reads it (http/multipart.ts): its upload fields are files; the rest
 * arrive as text, and `remove_<field>=true` clears a field (JSON's null).
 */
function multipartForm(json: JsonSchema, uploads: readonly string[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    properties[name] = uploads.includes(name) ? { type: 'string', format: 'binary' } : field;
  }
  return { ...json, properties, description: 'remove_<field>=true clears a field, as null does in JSON' };
}

/**
 * zod's transform of every route's schemas, plus the multipart form of the routes that take one
 * (`config.multipart`): their body then has both media types.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const body = result.schema?.body as JsonSchema | undefined;
  if (!input.route.config?.multipart || !body) return result;
  const form = multipartForm(body, uploadFieldNames(input.route.schema?.body));
  return {
    ...result,
    schema: {
      ...result.schema,
      body: { content: { 'application/json': { schema: body }, 'multipart/form-data': { schema: form } } },
    },
  };
};
