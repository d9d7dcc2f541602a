#!/usr/bin/env node
// `node scripts/import-runtime.mjs [--check]`: points the apps' imports of what lives in
// @doorloopjes/runtime (the federated singleton) at that package instead of @doorloopjes/shared
// (the plain libraries). The runtime's names are read from packages/runtime/src/index.ts, so the
// script stays right when the runtime gains or loses an export; run it again after such a change.
// It also moves the test-harness and offline-names entries, which moved with the runtime.
// Idempotent. With --check it changes nothing and exits 1 when a file would change.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { FRONTENDS, ROOT } from './lib/apps.mjs';

const ts = createRequire(import.meta.url)('typescript');

const SHARED = '@doorloopjes/shared';
const RUNTIME = '@doorloopjes/runtime';
/** Entry points that moved with the runtime, by their old name. */
const MOVED_ENTRIES = [
  [`${SHARED}/testing`, `${RUNTIME}/testing`],
  [`${SHARED}/offline-names`, `${RUNTIME}/offline-names`],
];
/** Where app code lives: every frontend of the platform contract and the e2e suite. */
const ROOTS = [...FRONTENDS.map((app) => app.name), 'e2e'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-prerender', 'test-results', 'playwright-report', '.tmp']);

/** Every name packages/runtime/src/index.ts exports, values and types alike. */
function runtimeNames() {
  const index = join(ROOT, 'packages/runtime/src/index.ts');
  const program = ts.createProgram([index], { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true, noEmit: true, jsx: ts.JsxEmit.ReactJSX });
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(index));
  if (!symbol) throw new Error(`${index} exports nothing`);
  return new Set(checker.getExportsOfModule(symbol).map((exported) => exported.name));
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* sourceFiles(join(dir, entry.name));
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield join(dir, entry.name);
    }
  }
}

/** `a`, `a as b`, `type A`: one import specifier as written. */
function specifierText(specifier, wholeImportIsType) {
  const name = specifier.propertyName ? `${specifier.propertyName.text} as ${specifier.name.text}` : specifier.name.text;
  return specifier.isTypeOnly || wholeImportIsType ? `type ${name}` : name;
}

function importLine(names, from) {
  return `import { ${names.join(', ')} } from '${from}';`;
}

/** The file's text with its runtime names imported from the runtime; null when nothing changes. */
function rewrite(file, text, names, warnings) {
  let result = text;
  for (const [from, to] of MOVED_ENTRIES) result = result.replaceAll(`'${from}'`, `'${to}'`).replaceAll(`'${from}/`, `'${to}/`);
  // `const { a, b } = await import('@doorloopjes/shared')` taking runtime names only.
  result = result.replace(/const \{([^}]*)\} = await import\('@doorloopjes\/shared'\)/g, (whole, list) => {
    const imported = list.split(',').map((item) => item.trim().split(/\s*:\s*/)[0]).filter(Boolean);
    return imported.every((name) => names.has(name)) ? whole.replace(`'${SHARED}'`, `'${RUNTIME}'`) : whole;
  });

  const source = ts.createSourceFile(file, result, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits = [];
  let runtimeImport = null;
  const moved = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (from === RUNTIME && clause?.namedBindings && ts.isNamedImports(clause.namedBindings) && !clause.name) runtimeImport ??= statement;
    if (from !== SHARED || !clause) continue;
    if (clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) {
      warnings.push(`${relative(ROOT, file)}: a default or namespace import of ${SHARED}; split it by hand`);
      continue;
    }
    const stay = [];
    for (const specifier of clause.namedBindings.elements) {
      const imported = (specifier.propertyName ?? specifier.name).text;
      (names.has(imported) ? moved : stay).push(specifierText(specifier, clause.isTypeOnly));
    }
    if (stay.length === clause.namedBindings.elements.length) continue;
    edits.push({ start: statement.getStart(), end: statement.getEnd(), text: stay.length > 0 ? importLine(stay, SHARED) : null });
  }
  if (/\b(vi\.mock|import)\(\s*'@doorloopjes\/shared'/.test(result)) {
    warnings.push(`${relative(ROOT, file)}: mocks or imports ${SHARED} dynamically; check that it does not stand in for a runtime name`);
  }
  if (moved.length === 0) return result === text ? null : result;

  if (runtimeImport) {
    const existing = runtimeImport.importClause.namedBindings.elements.map((specifier) => specifierText(specifier, runtimeImport.importClause.isTypeOnly));
    edits.push({ start: runtimeImport.getStart(), end: runtimeImport.getEnd(), text: importLine([...new Set([...existing, ...moved])], RUNTIME) });
  } else {
    // The first import from shared that changes makes room for the runtime's import.
    const first = edits[0];
    first.text = first.text ? `${importLine(moved, RUNTIME)}\n${first.text}` : importLine(moved, RUNTIME);
  }
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    let end = edit.end;
    if (edit.text === null && result[end] === '\n') end += 1;
    result = result.slice(0, edit.start) + (edit.text ?? '') + result.slice(end);
  }
  return result;
}

const check = process.argv.includes('--check');
const names = runtimeNames();
const warnings = [];
const changed = [];
for (const root of ROOTS) {
  for (const file of sourceFiles(join(ROOT, root))) {
    const text = readFileSync(file, 'utf8');
    const updated = rewrite(file, text, names, warnings);
    if (updated === null) continue;
    changed.push(relative(ROOT, file));
    if (!check) writeFileSync(file, updated);
  }
}
for (const warning of warnings) console.warn(`warning: ${warning}`);
console.log(`${check ? 'would change' : 'changed'} ${changed.length} file(s) (${names.size} runtime names)`);
for (const file of changed) console.log(`  ${file}`);
if (check && changed.length > 0) process.exitCode = 1;
