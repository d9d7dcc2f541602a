import { SCHEMA_BY_PATH } from './generated/contentSchemas';

/**
 * What in a content-service answer to a read of `path` does not fit the schema generated from
 * the content types (strict: a field the type lacks is a problem too). An answer of a path
 * without a schema has none. Imports full zod: only tests and development builds call it.
 */
export function contentShapeProblems(path: string, body: unknown): string[] {
  const schema = SCHEMA_BY_PATH[path];
  if (!schema) return [];
  const data = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  const records = Array.isArray(data) ? data : data === null || data === undefined ? [] : [data];
  return records.flatMap((record) => {
    const result = schema.safeParse(record);
    return result.success ? [] : [`${path}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`];
  });
}
