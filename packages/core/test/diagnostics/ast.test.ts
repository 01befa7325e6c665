import { describe, expect, it } from 'vitest';
import { type AstNode, isCodeFile, maySpellAny, walk } from '../../src/diagnostics/ast';
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

describe('walk, again on the same program', () => {
  const source = 'if (a) { fetch(u); } else { g(() => h(1)); }\nconst x = { y: [1, 2] };\n';
  const record = (program: AstNode, skip?: string) => {
    const out: string[] = [];
    walk(program, (node, ancestors) => {
      out.push(`${ancestors.map((a) => a.type).join('>')}|${node.type}@${node.start}`);
      return node.type !== skip;
    });
    return out;
  };

  it('answers the same nodes and ancestor chains from its kept order as from the first pass', () => {
    const { program } = parseSource('a.ts', source);
    const first = record(program);
    expect(first.length).toBeGreaterThan(15);
    expect(record(program)).toEqual(first);
    // A skip on a later walk drops exactly that subtree and keeps the ancestor chains of what follows.
    const skipped = record(program, 'BlockStatement');
    const fresh = record(parseSource('a.ts', source).program, 'BlockStatement');
    expect(skipped).toEqual(fresh);
    expect(skipped.some((line) => line.includes('CallExpression'))).toBe(false);
    expect(skipped.at(-1)).toMatch(
      /^Program>VariableDeclaration>VariableDeclarator>ObjectExpression>Property>ArrayExpression\|Literal@/,
    );
  });

  it('walks a subtree of a walked program on its own', () => {
    const { program } = parseSource('a.ts', source);
    record(program);
    const object = (program.body as AstNode[])[1]!;
    const inner = record(object);
    expect(inner[0]).toBe(`|VariableDeclaration@${object.start}`);
    expect(inner.at(-1)).toMatch(
      /^VariableDeclaration>VariableDeclarator>ObjectExpression>Property>ArrayExpression\|Literal@/,
    );
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

describe('maySpellAny', () => {
  // The bench fixture's component shape: one imported name, used once deep in the JSX.
  const source =
    "import { formatPrice } from '../lib/format-3';\nexport interface P { title: string }\n" +
    'export function Item({ price }: { price: number }) {\n  return <p title="x">{formatPrice(price)}</p>;\n}\n';
  const { program } = parseSource('item.tsx', source);
  const named = (may: (node: AstNode) => boolean) => {
    const names: string[] = [];
    let visited = 0;
    walk(program, (node) => {
      visited++;
      if (!may(node)) return false;
      if (node.type === 'Identifier' && node.name === 'formatPrice') names.push(source.slice(node.start));
      return undefined;
    });
    return { names, visited };
  };

  it('skips the subtrees spelling no name, and still reaches every identifier of one', () => {
    const all = named(() => true);
    const pruned = named(maySpellAny(source, ['formatPrice']));
    expect(pruned.names).toEqual(all.names);
    expect(pruned.names).toHaveLength(3); // the import's imported and local names, and the call
    expect(pruned.visited).toBeLessThan(all.visited / 2);
  });

  it('skips nothing in a text with a backslash, which may spell a name through an escape', () => {
    const escaped = 'const \\u0061 = 1;\na;\n';
    const may = maySpellAny(escaped, ['a']);
    const { program: tree } = parseSource('e.ts', escaped);
    walk(tree, (node) => {
      expect(may(node)).toBe(true);
    });
  });
});
