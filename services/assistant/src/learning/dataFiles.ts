import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * The service's learning data is kept as data files beside its code (question sets in
 * `training-questions/`, word lists in `words/`), each checked against its JSON Schema when it is read, so
 * a broken file stops the service at start with the file and the problem named.
 */

/** The service's package folder: the same from `src/learning` and `dist/learning`. */
export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const validators = new Map<string, ValidateFunction>();

/** The schema file's validator, compiled once per process. */
function validatorOf(schemaFile: string): ValidateFunction {
  let validate = validators.get(schemaFile);
  if (!validate) {
    validate = new Ajv({ allErrors: true }).compile(JSON.parse(readFileSync(schemaFile, 'utf8')) as object);
    validators.set(schemaFile, validate);
  }
  return validate;
}

/** Parsed data checked against a schema; throws naming the file and its first problems. */
export function matchingSchema<T>(data: unknown, schemaFile: string, file: string): T {
  const validate = validatorOf(schemaFile);
  if (!validate(data)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((problem) => `${problem.instancePath || '/'} ${problem.message ?? ''}`);
    throw new Error(`${file} does not match ${path.basename(schemaFile)}: ${problems.join('; ')}`);
  }
  return data as T;
}
