import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(import.meta.dirname, '../../renderer/src/features');

/** A source file of a feature folder: its path (relative to features/) and its text. */
interface SourceFile {
  file: string;
  text: string;
}

/** One import from a file of feature `from` into a file of feature `to`. */
interface FeatureImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

// Static imports and re-exports (`from '…'`), side-effect imports (`import './x.css'`) and `import('…')`.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;

/**
 * The feature code as shipped. Tests and stories are left out: a test may render a whole screen with
 * the screens it opens, which is a use of two features, not a dependency of one on the other.
 */
function featureSources(dir = FEATURES): SourceFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return featureSources(full);
    if (!/\.(ts|tsx|css)$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
    return [
      { file: path.relative(FEATURES, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') },
    ];
  });
}

/** The feature folder a path relative to features/ lies in, or null when it lies outside features/. */
function featureOf(relative: string): string | null {
  const [first, ...rest] = relative.split('/');
  return first && first !== '..' && rest.length > 0 ? first : null;
}

/** Every import of one feature's files into another feature's files. */
function featureImports(files: readonly SourceFile[]): FeatureImport[] {
  const found: FeatureImport[] = [];
  for (const { file, text } of files) {
    const from = featureOf(file);
    if (!from) continue;
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[2]!;
      const to = featureOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
      if (to && to !== from) found.push({ from, to, file, specifier });
    }
  }
  return found;
}

/**
 * The cycles of a graph: each group of two or more nodes that reach one another (Tarjan's strongly
 * connected components), its nodes sorted; groups sorted by their first node.
 */
function cyclesOf(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('the imports between feature folders', () => {
  it('form no cycle (a piece two features share moves down to ui/, the store or data/)', () => {
    const imports = featureImports(featureSources());
    const cycles = cyclesOf(imports);
    const involved = imports
      .filter((i) => cycles.some((group) => group.includes(i.from) && group.includes(i.to)))
      .map((i) => `${i.file} imports ${i.specifier}`);
    expect({ cycles, involved }).toEqual({ cycles: [], involved: [] });
  });

  it('are found in the features, each naming a file that exists (so the check above reads real imports)', () => {
    const imports = featureImports(featureSources());
    expect(imports.length).toBeGreaterThan(0);
    const missing = imports.filter((i) => {
      const target = path.resolve(FEATURES, path.dirname(i.file), i.specifier);
      return !['', '.ts', '.tsx', '/index.ts'].some((ext) => fs.existsSync(`${target}${ext}`));
    });
    expect(missing).toEqual([]);
  });

  it('are read from every spelling of an import, and not from imports that leave features/', () => {
    const files: SourceFile[] = [
      { file: 'a/A.tsx', text: "import { B } from '../b/B';\nimport '../c/c.css';" },
      { file: 'b/B.ts', text: "export * from '../d/D';\nexport const load = () => import('../e/E');" },
      { file: 'c/C.ts', text: "import { store } from '../../store';\nimport { own } from './own';" },
    ];
    expect(featureImports(files).map(({ from, to }) => `${from}→${to}`)).toEqual([
      'a→b',
      'a→c',
      'b→d',
      'b→e',
    ]);
  });

  it('fail the check when two features reach each other, directly or through others', () => {
    const files: SourceFile[] = [
      { file: 'map/MapPage.tsx', text: "import { Card } from '../worlds/Card';" },
      { file: 'worlds/Card.tsx', text: "import { Bar } from '../progress/Bar';" },
      { file: 'progress/Bar.tsx', text: "import { route } from '../map/route';" },
      { file: 'typing/Page.tsx', text: "import { Results } from '../results/Results';" },
      { file: 'results/Results.tsx', text: "import { Clock } from '../typing/Clock';" },
      { file: 'title/Title.tsx', text: "import { Page } from '../typing/Page';" },
    ];
    expect(cyclesOf(featureImports(files))).toEqual([
      ['map', 'progress', 'worlds'],
      ['results', 'typing'],
    ]);
  });

  it('pass the check when every import between features goes one way', () => {
    const files: SourceFile[] = [
      { file: 'map/MapPage.tsx', text: "import { Card } from '../worlds/Card';" },
      { file: 'worlds/Card.tsx', text: "import { Bar } from '../progress/Bar';" },
      { file: 'map/Side.tsx', text: "import { Bar } from '../progress/Bar';" },
    ];
    expect(cyclesOf(featureImports(files))).toEqual([]);
  });
});
