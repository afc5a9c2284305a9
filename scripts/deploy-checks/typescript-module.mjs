// TypeScript sources run without a build: CI validates before it builds, so no dist/ may exist yet.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * The exports of a .ts file, transpiled to CommonJS and run with the given `require`, into `module`
 * (a loader's cached one, so a cycle of modules sees the exports filled so far, as Node's require).
 */
export function runTypeScriptModule(file, require, module = { exports: {} }) {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
    },
    fileName: file,
  });
  new Function('exports', 'require', 'module', outputText)(module.exports, require, module);
  return module.exports;
}
