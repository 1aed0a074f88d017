import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Runs the compile-time tests of params.test-d.ts with the TypeScript compiler: a wrong
 * combination of parameters must not compile, and every `@ts-expect-error` there must be used.
 */
describe('request parameter types', () => {
  it('reject wrong combinations at compile time and accept the right ones', () => {
    const file = fileURLToPath(new URL('./params.test-d.ts', import.meta.url));
    const config = ts.getParsedCommandLineOfConfigFile(fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
    const program = ts.createProgram([file], { ...config.options, types: [], noEmit: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName.includes('/src/api/'));
    const messages = diagnostics.map((d) => `${d.file?.fileName.split('/').pop()}:${d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : 0} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(messages).toEqual([]);
    // The file really holds failing lines: the compiler saw them as expected errors.
    expect(ts.sys.readFile(file)!.match(/@ts-expect-error/g)!.length).toBeGreaterThan(25);
  });
});
