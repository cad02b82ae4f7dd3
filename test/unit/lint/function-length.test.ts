/**
 * One job per function, kept mechanically: no product function is longer than 80 lines
 * (from the line it starts on to the line it ends on; a function's nested functions count
 * in its length, as a reader has to read them). Product source is the module-size rule's
 * (electron/, shared/, renderer/src, bin/, integrations/companion/src). A function past
 * the limit is split into named pieces, each with one job (docs/architecture.md, "Module size").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_LIMIT, functionSpans, functionsOverLimit } from './function-length';
import { productFiles } from './module-size';

const root = join(__dirname, '..', '..', '..');

describe('function length', () => {
  it('measures every kind of function, nested ones on their own, in lines from start to end', () => {
    const text = [
      'export function outer() {',
      '  const inner = () => {',
      '    return 1;',
      '  };',
      '  return { m() { return inner(); } };',
      '}',
      'class C { constructor() {} get g() { return 1; } }',
      'export default function Screen() { return <div />; }',
    ].join('\n');
    expect(functionSpans('x.tsx', text).map((s) => `${s.name}@${String(s.line)}:${String(s.lines)}`)).toEqual([
      'outer@1:6', 'inner@2:3', 'm@5:1', '(anonymous)@7:1', '(anonymous)@7:1', 'Screen@8:1',
    ]);
  });

  it(`names a function of ${String(FUNCTION_LIMIT + 1)} lines and lets one of ${String(FUNCTION_LIMIT)} pass`, () => {
    const body = (n: number) => `function f() {\n${'  x();\n'.repeat(n - 2)}}\n`;
    expect(functionsOverLimit([{ path: 'a.ts', text: body(FUNCTION_LIMIT) }])).toEqual([]);
    expect(functionsOverLimit([{ path: 'a.ts', text: body(FUNCTION_LIMIT + 1) }])).toEqual([`a.ts:1 f: ${String(FUNCTION_LIMIT + 1)} lines`]);
  });

  it(`keeps every product function at ${String(FUNCTION_LIMIT)} lines or fewer`, () => {
    const files = productFiles(root).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
    expect(functionsOverLimit(files)).toEqual([]);
  });
});
