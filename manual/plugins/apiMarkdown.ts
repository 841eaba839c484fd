import {
  type Comment,
  type CommentDisplayPart,
  type DeclarationReflection,
  type ProjectReflection,
  ReflectionKind,
  type SignatureReflection,
} from 'typedoc';

/** A language the API reference pages are written in. */
export type ApiLang = 'ja' | 'en';

/** One exported declaration, flattened out of its module. */
export interface ApiEntry {
  module: string;
  name: string;
  kind: 'functions' | 'interfaces' | 'types' | 'variables';
  summary: string;
  code: string;
}

const TYPE_TEXT_LIMIT = 600;

const headings = {
  ja: {
    index: 'API リファレンス',
    intro:
      'ゲーム本体（renderer）と Electron 側（electron）のソースから、ビルドのたびに TypeDoc で作られる一覧です。',
    modules: 'モジュール',
    functions: '関数',
    interfaces: 'インターフェース',
    types: '型',
    variables: '変数',
    module: 'モジュール',
    none: 'この種類の公開された宣言はまだありません。',
    count: '件',
    kindIntro: 'モジュールの順に、名前、モジュール、説明（JSDoc）、シグネチャを並べています。',
    modulesIntro: 'ソースファイルごとに、公開している宣言へのリンクを並べています。',
  },
  en: {
    index: 'API reference',
    intro:
      'Generated with TypeDoc from the game (renderer) and the Electron side (electron) on every manual build.',
    modules: 'Modules',
    functions: 'Functions',
    interfaces: 'Interfaces',
    types: 'Types',
    variables: 'Variables',
    module: 'Module',
    none: 'No exported declarations of this kind yet.',
    count: 'entries',
    kindIntro:
      'Each entry gives the name, its module, its description (JSDoc) and its signature, in module order.',
    modulesIntro: 'Each source file with links to what it exports.',
  },
} as const;

const kinds = ['functions', 'interfaces', 'types', 'variables'] as const;

/** Escapes text so that MDX reads it as plain prose rather than JSX or expressions; code spans stay as they are. */
export function escapeProse(text: string): string {
  return text
    .split('`')
    .map((piece, index) => (index % 2 === 1 ? piece : piece.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('`');
}

/** Builds a heading id that is unique across modules and stable between builds. */
export function anchorFor(entry: Pick<ApiEntry, 'module' | 'name'>): string {
  return `${entry.module}-${entry.name}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function clip(text: string): string {
  return text.length > TYPE_TEXT_LIMIT ? `${text.slice(0, TYPE_TEXT_LIMIT)} …` : text;
}

/** Joins a comment's parts into Markdown; `{@link X}` tags become inline code naming `X`. */
export function partsToMarkdown(parts: readonly CommentDisplayPart[]): string {
  return parts
    .map((part) => (part.kind === 'inline-tag' ? `\`${part.text.trim()}\`` : part.text))
    .join('')
    .trim();
}

function summaryOf(reflection: { comment?: Comment }): string {
  const parts = reflection.comment?.summary;
  return parts ? partsToMarkdown(parts) : '';
}

function signatureText(name: string, sig: SignatureReflection): string {
  const typeParams = sig.typeParameters?.length
    ? `<${sig.typeParameters.map((t) => t.name).join(', ')}>`
    : '';
  const params = (sig.parameters ?? [])
    .map(
      (p) =>
        `${p.flags.isRest ? '...' : ''}${p.name}${p.flags.isOptional ? '?' : ''}: ${clip(String(p.type))}`,
    )
    .join(', ');
  return `function ${name}${typeParams}(${params}): ${clip(String(sig.type ?? 'void'))};`;
}

function memberLines(decl: DeclarationReflection): string[] {
  const lines: string[] = [];
  for (const child of decl.children ?? []) {
    const doc = summaryOf(child) || summaryOf(child.signatures?.[0] ?? {});
    if (doc) lines.push(`  /** ${doc.replace(/\s+/g, ' ')} */`);
    if (child.signatures?.length) {
      for (const sig of child.signatures) {
        const params = (sig.parameters ?? []).map((p) => `${p.name}: ${clip(String(p.type))}`).join(', ');
        lines.push(`  ${child.name}(${params}): ${clip(String(sig.type))};`);
      }
    } else {
      lines.push(
        `  ${child.flags.isReadonly ? 'readonly ' : ''}${child.name}${child.flags.isOptional ? '?' : ''}: ${clip(String(child.type))};`,
      );
    }
  }
  return lines;
}

function entryFor(module: string, decl: DeclarationReflection): ApiEntry | null {
  const base = { module, name: decl.name };
  const typeParams = decl.typeParameters?.length
    ? `<${decl.typeParameters.map((t) => t.name).join(', ')}>`
    : '';
  switch (decl.kind) {
    case ReflectionKind.Function: {
      const sigs = decl.signatures ?? [];
      return {
        ...base,
        kind: 'functions',
        summary: summaryOf(decl) || summaryOf(sigs[0] ?? {}),
        code: sigs.map((s) => signatureText(decl.name, s)).join('\n'),
      };
    }
    case ReflectionKind.Interface:
    case ReflectionKind.Class:
      return {
        ...base,
        kind: 'interfaces',
        summary: summaryOf(decl),
        code: [
          `${decl.kind === ReflectionKind.Class ? 'class' : 'interface'} ${decl.name}${typeParams} {`,
          ...memberLines(decl),
          '}',
        ].join('\n'),
      };
    case ReflectionKind.TypeAlias:
    case ReflectionKind.Enum:
      return {
        ...base,
        kind: 'types',
        summary: summaryOf(decl),
        code:
          decl.kind === ReflectionKind.Enum
            ? `enum ${decl.name} { ${(decl.children ?? []).map((c) => c.name).join(', ')} }`
            : `type ${decl.name}${typeParams} = ${clip(String(decl.type))};`,
      };
    case ReflectionKind.Variable:
      return {
        ...base,
        kind: 'variables',
        summary: summaryOf(decl),
        code: `${decl.flags.isConst ? 'const' : 'let'} ${decl.name}: ${clip(String(decl.type))};`,
      };
    default:
      return null;
  }
}

/** Flattens a converted TypeDoc project into one entry per exported declaration, sorted by module and name. */
export function collectEntries(project: ProjectReflection): ApiEntry[] {
  const top = project.children ?? [];
  const modules = top.some((c) => c.kind === ReflectionKind.Module)
    ? top.filter((c) => c.kind === ReflectionKind.Module)
    : [project as unknown as DeclarationReflection];
  const entries: ApiEntry[] = [];
  for (const mod of modules) {
    const moduleName = mod === (project as unknown) ? project.name : mod.name;
    for (const decl of mod.children ?? []) {
      const entry = entryFor(moduleName, decl);
      if (entry) entries.push(entry);
    }
  }
  return entries.sort((a, b) => a.module.localeCompare(b.module) || a.name.localeCompare(b.name));
}

/** Renders the six API pages (index, modules and one page per kind) as Markdown, keyed by file name. */
export function renderApiPages(entries: ApiEntry[], lang: ApiLang): Record<string, string> {
  const h = headings[lang];
  const byKind = (kind: ApiEntry['kind']) => entries.filter((e) => e.kind === kind);
  const link = (e: ApiEntry) => `[\`${e.name}\`](./${e.kind}.md#${anchorFor(e)})`;
  const pages: Record<string, string> = {};

  pages['index.md'] = [
    `# ${h.index}`,
    '',
    h.intro,
    '',
    `- [${h.modules}](./modules.md) — ${new Set(entries.map((e) => e.module)).size} ${h.count}`,
    ...kinds.map((k) => `- [${h[k]}](./${k}.md) — ${byKind(k).length} ${h.count}`),
    '',
  ].join('\n');

  const moduleNames = [...new Set(entries.map((e) => e.module))];
  pages['modules.md'] = [
    `# ${h.modules}`,
    '',
    h.modulesIntro,
    '',
    ...(moduleNames.length === 0 ? [h.none, ''] : []),
    ...moduleNames.flatMap((m) => [
      `## \`${m}\``,
      '',
      ...kinds
        .map((k) => ({ k, items: entries.filter((e) => e.module === m && e.kind === k) }))
        .filter(({ items }) => items.length > 0)
        .map(({ k, items }) => `- ${h[k]}: ${items.map(link).join(', ')}`),
      '',
    ]),
  ].join('\n');

  for (const kind of kinds) {
    const items = byKind(kind);
    pages[`${kind}.md`] = [
      `# ${h[kind]}`,
      '',
      h.kindIntro,
      '',
      ...(items.length === 0 ? [h.none, ''] : []),
      ...items.flatMap((e) => [
        `## ${e.name} {#${anchorFor(e)}}`,
        '',
        `${h.module}: \`${e.module}\``,
        '',
        ...(e.summary ? [escapeProse(e.summary), ''] : []),
        '```ts',
        e.code,
        '```',
        '',
      ]),
    ].join('\n');
  }
  return pages;
}
