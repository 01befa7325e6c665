import { describe, expect, it } from 'vitest';
import { type AstNode, isCodeFile, walk } from '../../src/diagnostics/ast';
import { parseSource } from './parse';

describe('walk', () => {
  const source = 'const é = 1;\nfetch(url, { signal: AbortSignal.timeout(20_000) });\n';
  const { program, errors } = parseSource('a.ts', source);

  it('visits every node with its ancestors, offsets in UTF-16 units', () => {
    expect(errors).toEqual([]);
    const calls: { callee: string; start: number; depth: number }[] = [];
    walk(program, (node, ancestors) => {
      if (node.type === 'CallExpression') {
        const callee = node.callee as AstNode;
        calls.push({
          callee: source.slice(callee.start, callee.end),
          start: node.start,
          depth: ancestors.length,
        });
      }
    });
    expect(calls.map((c) => c.callee)).toEqual(['fetch', 'AbortSignal.timeout']);
    expect(source.slice(calls[0]?.start ?? 0).startsWith('fetch(url')).toBe(true);
    expect(calls[1]?.depth).toBeGreaterThan(calls[0]?.depth ?? 0);
  });

  it('skips children when enter returns false', () => {
    const seen: string[] = [];
    walk(program, (node) => {
      seen.push(node.type);
      return node.type !== 'ExpressionStatement';
    });
    expect(seen).not.toContain('CallExpression');
  });
});

describe('isCodeFile', () => {
  it('takes JS and TS sources, not declarations or other files', () => {
    expect(['a.ts', 'b.tsx', 'c.mjs', 'd.cjs', 'e.jsx'].every(isCodeFile)).toBe(true);
    expect(['a.d.ts', 'b.json', 'c.html', 'README.md'].some(isCodeFile)).toBe(false);
  });
});

describe('parseSource', () => {
  it('reads JSX in .js files, and plain JavaScript that only looks like it', () => {
    const jsx = parseSource('src/App.js', 'export const App = () => <img src="a.png" />;\n');
    expect(jsx.errors).toEqual([]);
    const comparison = parseSource('src/math.js', 'export const less = (a, b) => a < b && b > 0;\n');
    expect(comparison.errors).toEqual([]);
  });
});
