#!/usr/bin/env node
// `pnpm generate:content-types`: the TypeScript types and zod schemas of what the content service
// answers, generated from its content-type and component schemas (services/cms/src). `--check`
// (CI) fails when the generated files differ from what the schemas give.
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/apps.mjs';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const CMS = join(ROOT, 'services/cms/src');
const OUT = join(ROOT, 'packages/content-types/src/generated');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const pascal = (name) => name.replace(/(^|[-_.])(\w)/g, (_, __, c) => c.toUpperCase());
const dirs = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort() : []);

/** Every content type: uid -> { name, attributes }. */
const types = new Map();
for (const api of dirs(join(CMS, 'api'))) {
  for (const type of dirs(join(CMS, 'api', api, 'content-types'))) {
    const schema = readJson(join(CMS, 'api', api, 'content-types', type, 'schema.json'));
    types.set(`api::${api}.${type}`, { name: pascal(schema.info.singularName), attributes: schema.attributes });
  }
}
const userSchema = join(CMS, 'extensions/users-permissions/content-types/user/schema.json');
if (existsSync(userSchema)) types.set('plugin::users-permissions.user', { name: 'User', attributes: readJson(userSchema).attributes });

/** Every component: uid (category.name) -> { name, attributes }. */
const components = new Map();
for (const category of dirs(join(CMS, 'components'))) {
  for (const file of readdirSync(join(CMS, 'components', category)).filter((f) => f.endsWith('.json')).sort()) {
    const uid = `${category}.${basename(file, '.json')}`;
    components.set(uid, { name: `${pascal(category)}${pascal(basename(file, '.json'))}Component`, attributes: readJson(join(CMS, 'components', category, file)).attributes });
  }
}

const schemaName = (name) => `${name.charAt(0).toLowerCase()}${name.slice(1)}Schema`;
const MANY = new Set(['oneToMany', 'manyToMany']);

/** One attribute as [TypeScript type, zod schema]; undefined for what the service never returns. */
function attribute(attr) {
  switch (attr.type) {
    case 'password':
      return undefined;
    case 'string': case 'text': case 'uid': case 'email': case 'richtext': case 'date': case 'datetime':
      return ['string', 'z.string()'];
    case 'enumeration':
      return [attr.enum.map((v) => JSON.stringify(v)).join(' | '), `z.enum(${JSON.stringify(attr.enum)})`];
    case 'integer': case 'biginteger': case 'float': case 'decimal':
      return ['number', 'z.number()'];
    case 'boolean':
      return ['boolean', 'z.boolean()'];
    case 'json':
      return ['unknown', 'z.unknown()'];
    case 'blocks':
      return ['unknown[]', 'z.array(z.unknown())'];
    case 'media':
      return attr.multiple ? ['Media[]', 'z.array(mediaSchema)'] : ['Media', 'mediaSchema'];
    case 'component': {
      const target = components.get(attr.component);
      if (!target) throw new Error(`unknown component ${attr.component}`);
      const one = [target.name, `z.lazy(() => ${schemaName(target.name)})`];
      return attr.repeatable ? [`${one[0]}[]`, `z.array(${one[1]})`] : one;
    }
    case 'dynamiczone':
      return ['DynamicZoneEntry[]', 'z.array(dynamicZoneEntrySchema)'];
    case 'relation': {
      const target = types.get(attr.target);
      // Relations to types outside this service's schemas (roles, admin users) are kept opaque.
      const one = target ? [target.name, `z.lazy(() => ${schemaName(target.name)})`] : ['Record<string, unknown>', 'z.looseObject({})'];
      return MANY.has(attr.relation) ? [`${one[0]}[]`, `z.array(${one[1]})`] : one;
    }
    default:
      throw new Error(`no mapping for attribute type ${attr.type}`);
  }
}

/**
 * Every attribute is optional: an answer holds only the fields its query names and the relations
 * it populates. A value may be null unless the schema requires it.
 */
function shape(name, attributes, base) {
  const fields = [];
  const zods = [];
  for (const [key, attr] of Object.entries(attributes)) {
    if (attr.private) continue;
    const mapped = attribute(attr);
    if (!mapped) continue;
    const nullable = attr.required !== true || ['relation', 'media', 'component'].includes(attr.type);
    const quoted = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    fields.push(`  ${quoted}?: ${mapped[0]}${nullable ? ' | null' : ''};`);
    zods.push(`  ${quoted}: ${mapped[1]}${nullable ? '.nullish()' : '.optional()'},`);
  }
  return {
    type: `export interface ${name} ${base ? `extends ${base} ` : ''}{\n${fields.join('\n')}\n}\n`,
    schema: `export const ${schemaName(name)}: z.ZodType<${name}> = z.strictObject({\n  ...${base === 'Entry' ? 'ENTRY_FIELDS' : 'COMPONENT_FIELDS'},\n${zods.join('\n')}\n});\n`,
  };
}

const HEADER = '// Generated by scripts/generate-content-types.mjs from services/cms/src/**/schema.json: do not edit.\n';
const entries = [...[...types.values()].map((t) => ({ ...t, base: 'Entry' })), ...[...components.values()].map((c) => ({ ...c, base: 'ComponentEntry' }))];
const generated = entries.map((entry) => shape(entry.name, entry.attributes, entry.base));

const BASE_TYPES = ['ComponentEntry', 'DynamicZoneEntry', 'Entry', 'Media'];
const typesFile = `${HEADER}import type { ${BASE_TYPES.join(', ')} } from '../contentBase';

export type { ${BASE_TYPES.join(', ')} } from '../contentBase';

${generated.map((g) => g.type).join('\n')}`;

const schemasFile = `${HEADER}// For tests and development checks only: no production code imports this file (it carries zod).
import { z } from 'zod';
import type { ${entries.map((e) => e.name).sort().join(', ')} } from './contentTypes';
import { COMPONENT_FIELDS, ENTRY_FIELDS, dynamicZoneEntrySchema, mediaSchema } from '../contentBaseSchemas';

export { componentEntrySchema, dynamicZoneEntrySchema, entrySchema, mediaSchema } from '../contentBaseSchemas';

${generated.map((g) => g.schema).join('\n')}
/** The schema of an entry by the content service's path (\`/api/<pluralName>\`) it is read from. */
export const SCHEMA_BY_PATH: Record<string, z.ZodType> = {
${[...types.entries()]
  .filter(([uid]) => uid.startsWith('api::'))
  .map(([uid, t]) => {
    const [api, type] = uid.slice(5).split('.');
    const plural = readJson(join(CMS, 'api', api, 'content-types', type, 'schema.json')).info;
    const kind = readJson(join(CMS, 'api', api, 'content-types', type, 'schema.json')).kind;
    const path = `/api/${kind === 'singleType' ? plural.singularName : plural.pluralName}`;
    return `  ${JSON.stringify(path)}: ${schemaName(t.name)},`;
  })
  .join('\n')}
${types.has('plugin::users-permissions.user') ? "  '/api/users/me': userSchema,\n" : ''}};
`;

const files = { 'contentTypes.ts': typesFile, 'contentSchemas.ts': schemasFile };
let stale = 0;
for (const [name, text] of Object.entries(files)) {
  const file = join(OUT, name);
  if (values.check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      console.error(`${file} is out of date: run pnpm generate:content-types`);
      stale += 1;
    }
  } else {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
if (stale > 0) process.exit(1);
