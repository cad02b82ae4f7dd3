/** The function-length rule's parts: how long each function in a source file is, and which are past the limit. */
import ts from 'typescript';

/** Lines, from the line a function starts on to the line it ends on, both counted. */
export const FUNCTION_LIMIT = 80;

export interface FunctionSpan {
  name: string;
  line: number;
  lines: number;
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

/** Every function, method, getter/setter, constructor and arrow function in `text`, with its length in lines. */
export function functionSpans(path: string, text: string): FunctionSpan[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : path.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const out: FunctionSpan[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      out.push({ name: nameOf(node), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** `path:line name: N lines` for each function past the limit, longest first. */
export function functionsOverLimit(files: Array<{ path: string; text: string }>): string[] {
  return files
    .flatMap((f) => functionSpans(f.path, f.text).map((s) => ({ ...s, path: f.path })))
    .filter((s) => s.lines > FUNCTION_LIMIT)
    .sort((a, b) => b.lines - a.lines)
    .map((s) => `${s.path}:${String(s.line)} ${s.name}: ${String(s.lines)} lines`);
}
