// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** A value written out in the source: a number, a string or a template without placeholders. */
function isLiteral(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isLiteral(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return ts.isNumericLiteral(node.operand);
  return ts.isNumericLiteral(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/** An object whose every property is `name: literal` (no spread, shorthand or computed value). */
function isStaticObject(node: ts.ObjectLiteralExpression): boolean {
  return (
    node.properties.length > 0 &&
    node.properties.every((p) => ts.isPropertyAssignment(p) && isLiteral(p.initializer))
  );
}

/**
 * The static style objects of one file, as "line: text": every object literal inside a `style={…}`
 * attribute (directly or as a branch of a condition) made only of literal values. Such a style
 * belongs in a class; values computed at render time may stay inline.
 */
function staticStyles(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const inStyle = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && isStaticObject(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${line + 1}: ${node.getText().replace(/\s+/g, ' ')}`);
      return;
    }
    // A function inside the attribute computes its result: not a literal style.
    if (ts.isFunctionLike(node)) return;
    ts.forEachChild(node, inStyle);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && node.name.getText() === 'style' && node.initializer) {
      inStyle(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('inline styles', () => {
  it('finds a style object of literals, also as a branch of a condition', () => {
    expect(staticStyles('const a = <p style={{ margin: 0, fontSize: 13 }} />;')).toEqual([
      '1: { margin: 0, fontSize: 13 }',
    ]);
    expect(
      staticStyles("const a = <p style={ok ? undefined : { color: 'var(--success)' }} />;"),
    ).toHaveLength(1);
    expect(staticStyles('const a = <Skeleton style={{ marginTop: -4 }} />;')).toHaveLength(1);
  });

  it('lets values computed at render time stay inline', () => {
    const dynamic = [
      'const a = <p style={{ width: pct(value) }} />;',
      'const a = <p style={{ top: `${lane * 12}%` }} />;',
      'const a = <p style={{ height, width, ...style }} />;',
      'const a = <p style={{ fontWeight: active ? 700 : 400, margin: 0 }} />;',
      "const a = <p style={{ '--progress': ratio } as CSSProperties} />;",
    ];
    for (const source of dynamic) expect(staticStyles(source), source).toEqual([]);
  });

  // Theme tokens and shared spacing live in CSS classes, so a theme or a breakpoint can change them.
  it('has no static inline style in any component', () => {
    // Only files that write a `style=` attribute are parsed: a full parse of every component is
    // the slow part of this test.
    const offenders = tsxFiles(SRC).flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      if (!/\bstyle\s*=/.test(source)) return [];
      return staticStyles(source, path).map((hit) => `${relative(SRC, path)}:${hit}`);
    });
    expect(offenders, 'move these into a class (styles/utilities.css or the feature sheet)').toEqual([]);
  });
});
