// Every Kubernetes object against the API's own definitions, offline, with kubernetes-models (generated
// from the Kubernetes OpenAPI document): its JSON-schema validator checks types, required fields and
// formats; its TypeScript types, compiled over the objects, also refuse fields the API does not have
// (a misspelt `readinesProbe` passes a schema that allows extra properties, not the compiler).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';

/** kubernetes-models' module of an apiVersion: `apps/v1` -> kubernetes-models/apps/v1, `v1` -> kubernetes-models/v1. */
function modelModule(apiVersion) {
  return `kubernetes-models/${apiVersion}`;
}

export function checkSchemas(root, manifests) {
  const require = createRequire(join(root, 'package.json'));
  const problems = [];
  const typed = [];
  for (const { source, object } of manifests) {
    if (!object?.apiVersion || !object?.kind) {
      problems.push(`${source}: not a Kubernetes object (apiVersion and kind are required)`);
      continue;
    }
    let Model;
    try {
      Model = require(modelModule(object.apiVersion))[object.kind];
    } catch {
      Model = undefined;
    }
    if (!Model) {
      problems.push(`${source}: unknown kind ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${source} (${object.kind} ${object.metadata?.name}): ${error.message}`);
    }
    typed.push({ source, object });
  }
  return [...problems, ...checkTypes(root, typed)];
}

/** Compiles `const x: IDeployment = <the object>` for each object: excess properties are errors. */
function checkTypes(root, manifests) {
  const file = join(root, 'deploy/.manifests.check.ts');
  const lines = [];
  const origin = [];
  manifests.forEach(({ source, object }, index) => {
    const type = `import('${modelModule(object.apiVersion)}').I${object.kind}`;
    const text = `export const m${index}: ${type} = ${JSON.stringify(object, null, 1)};`;
    for (const line of text.split('\n')) {
      lines.push(line);
      origin.push(source);
    }
  });
  const code = lines.join('\n');
  const options = {
    strict: true,
    noEmit: true,
    types: [],
    skipLibCheck: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  host.readFile = (name) => (name === file ? code : readFile(name));
  host.getSourceFile = (name, version) =>
    name === file ? ts.createSourceFile(name, code, version) : getSourceFile(name, version);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.file?.fileName !== file) return `type check: ${message}`;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return `${origin[line]}: ${message} (near: ${lines[line].trim().slice(0, 60)})`;
  });
}

/** The Prometheus Operator's kinds against its CRDs' schemas (`monitoring.coreos.com/v1` and so on). */
export function checkOperatorSchemas(root, manifests) {
  const require = createRequire(join(root, 'package.json'));
  return manifests.flatMap(({ source, object }) => {
    const Model = require(`@kubernetes-models/prometheus-operator/${object.apiVersion}`)[object.kind];
    if (!Model) return [`${source}: unknown kind ${object.apiVersion} ${object.kind}`];
    try {
      new Model(object).validate();
      return [];
    } catch (error) {
      return [`${source} (${object.kind} ${object.metadata?.name}): ${error.message}`];
    }
  });
}
