/**
 * Wraps the zod schemas of shared/ in lazySchema(() => ...) (shared/common/lazy-schema.ts says
 * why): every module-level const whose type is a zod schema, and every body, query, params or
 * response of an endpoint({...}) that is computed (a call) rather than named. Already wrapped
 * ones are left alone, so it can run again after new schemas land.
 *   npx tsx scripts/codemods/lazy-schemas.ts          rewrites the files (then run prettier on them)
 *   npx tsx scripts/codemods/lazy-schemas.ts --check  lists eager schemas and exits 1 if any
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ENDPOINT_SCHEMA_KEYS = new Set(['body', 'query', 'params', 'response']);
const HELPER = 'shared/common/lazy-schema.ts';
const check = process.argv.includes('--check');

const config = ts.getParsedCommandLineOfConfigFile(
  'tsconfig.json',
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
)!;
// Only shared/'s files are read here: they are the program's roots (what they import is loaded
// with them), not the whole project, which `npm run typecheck` already checks.
const isSharedSource = (relative: string) =>
  relative.startsWith('shared/') && !relative.endsWith('.test.ts') && relative !== HELPER;
const program = ts.createProgram(
  config.fileNames.filter((name) => isSharedSource(path.relative(process.cwd(), name))),
  config.options,
);
const checker = program.getTypeChecker();

const isLazy = (node: ts.Expression) =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'lazySchema';
const isSchemaType = (node: ts.Node) => {
  const type = checker.getTypeAtLocation(node);
  return Boolean(type.getProperty('_zod') && type.getProperty('parse'));
};

/** The expressions of a file to wrap. */
function eagerSchemas(file: ts.SourceFile): ts.Expression[] {
  const found: ts.Expression[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
      continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !ts.isIdentifier(declaration.name) || isLazy(init)) continue;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init) || ts.isIdentifier(init)) continue;
      if (isSchemaType(declaration.name)) found.push(init);
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'endpoint' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (!ENDPOINT_SCHEMA_KEYS.has(property.name.text)) continue;
        const value = property.initializer;
        if (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value) || isLazy(value)) continue;
        found.push(value);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

let total = 0;
for (const file of program.getSourceFiles()) {
  const relative = path.relative(process.cwd(), file.fileName);
  if (!isSharedSource(relative)) continue;
  const eager = eagerSchemas(file);
  if (!eager.length) continue;
  total += eager.length;
  if (check) {
    for (const node of eager) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      console.log(`${relative}:${line + 1}: a schema built at import (wrap it in lazySchema)`);
    }
    continue;
  }
  let text = file.getFullText();
  for (const node of [...eager].sort((a, b) => b.getStart(file) - a.getStart(file)))
    text = `${text.slice(0, node.getStart(file))}lazySchema(() => ${text.slice(node.getStart(file), node.getEnd())})${text.slice(node.getEnd())}`;
  if (!file.statements.some((s) => ts.isImportDeclaration(s) && s.getText(file).includes('lazySchema'))) {
    const helper = path.relative(path.dirname(relative), HELPER).replace(/\.ts$/, '.js');
    const firstImport = file.statements.find(ts.isImportDeclaration);
    const at = firstImport ? firstImport.getStart(file) : 0;
    text = `${text.slice(0, at)}import { lazySchema } from '${helper.startsWith('.') ? helper : `./${helper}`}';\n${text.slice(at)}`;
  }
  writeFileSync(file.fileName, text);
  console.log(`${relative}: ${eager.length} wrapped`);
}
console.log(check ? `${total} eager schemas` : `${total} wrapped`);
if (check && total) process.exitCode = 1;
