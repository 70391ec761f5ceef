/**
 * `npm run i18n:check` (part of `npm test`): fails when the message catalogues and the code
 * disagree (README "Translating"):
 * - a message in the code is missing from its catalogue, or a catalogue keeps one the code no
 *   longer has (run `npm run i18n:extract`);
 * - a language lacks a translation, or a translation's placeholders or tags are not the source's;
 * - a file uses Lingui's macros outside every catalogue's folders (lingui.config.ts);
 * - a converted file (scripts/i18n/converted.ts) still has a literal text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type NodePath, parseSync, traverse, types as t } from '@babel/core';
import { type CatalogType, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import micromatch from 'micromatch';
import { type Token, parse } from '@messageformat/parser';
import { LOCALES, SOURCE_LOCALE } from '../../src/domain/locales';
import { CONVERTED } from './converted';

/** Props whose strings users read or hear. */
const TEXT_PROPS = new Set(['label', 'aria-label', 'title', 'titleAccess', 'placeholder', 'helperText', 'alt']);
/** Lingui's JSX macros, whose children are the source text. */
const TEXT_MACROS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const hasWords = (text: string) => /\p{L}/u.test(text);

const config = getConfig();
const catalogs = await getCatalogs(config);
const problems: string[] = [];

/**
 * The values a message uses (`{name}`, `{count, plural, …}`, however often, in any branch) and its
 * tags (`<0>`), to compare a translation with its source. Parsed as ICU MessageFormat, so a
 * one-word branch (`today {Today}`) is text, not a value.
 */
function markersOf(message: string): Set<string> {
  const markers = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') for (const [tag] of token.value.matchAll(/<\/?\d+\/?>/g)) markers.add(tag);
      else if (token.type === 'argument' || token.type === 'function') markers.add(`{${token.arg}}`);
      else if (token.type === 'plural' || token.type === 'select') {
        markers.add(`{${token.arg}}`);
        for (const { tokens: branch } of token.cases) visit(branch);
      }
    }
  };
  try {
    visit(parse(message));
  } catch {
    markers.add(`unparsable: ${message}`);
  }
  return markers;
}

/**
 * Whether a translation uses the source's values and tags, no more, no fewer; but it may use `count`
 * where its language needs a plural the English does not ('hat' or 'haben'): the code passes it.
 */
function sameMarkers(source: string, translation: string): boolean {
  const wanted = markersOf(source);
  const used = markersOf(translation);
  if (!wanted.has('{count}')) used.delete('{count}');
  return wanted.size === used.size && [...wanted].every((marker) => used.has(marker));
}

/**
 * The browser loads all of a language's catalogues into one set of messages, so a text (by its id:
 * the English and its context) must read the same in each catalogue that has it.
 */
const translationsById = new Map<string, { translation: string; name: string }>();

for (const catalog of catalogs) {
  const name = `${path.basename(catalog.path)} catalogue`;
  const inCode = (await catalog.collect()) ?? {};
  const committed = await catalog.readAll();
  const source: CatalogType = committed[SOURCE_LOCALE] ?? {};
  for (const [id, { message }] of Object.entries(inCode)) {
    if (!(id in source)) problems.push(`${name}: "${message ?? id}" is in the code but not in the catalogue (npm run i18n:extract)`);
  }
  for (const [id, { message }] of Object.entries(source)) {
    if (!(id in inCode)) problems.push(`${name}: "${message ?? id}" is no longer in the code (npm run i18n:extract)`);
  }
  for (const locale of LOCALES.filter((locale) => locale !== SOURCE_LOCALE)) {
    const messages: CatalogType = committed[locale] ?? {};
    for (const [id, { message }] of Object.entries(inCode)) {
      const sourceText = message ?? id;
      const translation = messages[id]?.translation;
      if (!translation) problems.push(`${name}: "${sourceText}" has no ${locale} translation`);
      else if (!sameMarkers(sourceText, translation)) {
        problems.push(`${name}: the ${locale} translation "${translation}" has other placeholders or tags than "${sourceText}"`);
      }
      const earlier = translationsById.get(`${locale} ${id}`);
      if (translation && earlier && earlier.translation !== translation) {
        problems.push(`${name}: "${sourceText}" reads "${translation}" in ${locale}, but "${earlier.translation}" in the ${earlier.name} (give one a context)`);
      } else if (translation && !earlier) translationsById.set(`${locale} ${id}`, { translation, name });
    }
  }
}

const sourceFiles = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(dir, file));

// A file whose messages no catalogue extracts would show English in every language.
const included = catalogs.flatMap((catalog) => catalog.include.map((pattern) => path.relative(config.rootDir!, pattern)));
for (const file of sourceFiles('src')) {
  const covered = included.some((pattern) => file.startsWith(pattern) || micromatch.isMatch(file, pattern));
  if (!covered && MACRO_IMPORT.test(fs.readFileSync(file, 'utf8'))) problems.push(`${file}: uses Lingui's macros but no catalogue includes it (lingui.config.ts)`);
}

/** The literal texts of a .tsx file: JSX text outside Lingui's JSX macros, and strings in text props, children or page titles. */
function literalTexts(file: string): string[] {
  const ast = parseSync(fs.readFileSync(file, 'utf8'), {
    filename: file, babelrc: false, configFile: false, parserOpts: { plugins: ['typescript', 'jsx'] },
  });
  const found: string[] = [];
  const at = (node: t.Node, text: string) => found.push(`${file}:${node.loc?.start.line}: "${text.trim()}"`);
  const insideTextMacro = (nodePath: NodePath) => nodePath.findParent((parent) =>
    parent.isJSXElement() && t.isJSXIdentifier(parent.node.openingElement.name) && TEXT_MACROS.has(parent.node.openingElement.name.name)) !== null;
  /** A string literal, or a template literal with words outside its placeholders (a tagged one is a macro). */
  const literalOf = (node: t.Node | null | undefined) => {
    if (t.isStringLiteral(node)) return node.value;
    if (t.isTemplateLiteral(node)) return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('…');
    return undefined;
  };
  traverse(ast!, {
    JSXText(nodePath) {
      if (hasWords(nodePath.node.value) && !insideTextMacro(nodePath)) at(nodePath.node, nodePath.node.value);
    },
    JSXAttribute(nodePath) {
      const { name, value } = nodePath.node;
      if (!t.isJSXIdentifier(name) || !TEXT_PROPS.has(name.name)) return;
      const text = literalOf(t.isJSXExpressionContainer(value) ? value.expression : value);
      if (text !== undefined && hasWords(text)) at(nodePath.node, text);
    },
    JSXExpressionContainer(nodePath) {
      const text = literalOf(nodePath.node.expression);
      if (nodePath.parentPath.isJSXElement() && text !== undefined && hasWords(text) && !insideTextMacro(nodePath)) at(nodePath.node, text);
    },
    CallExpression(nodePath) {
      const [argument] = nodePath.node.arguments;
      const text = literalOf(argument);
      if (t.isIdentifier(nodePath.node.callee, { name: 'useDocumentTitle' }) && text !== undefined && hasWords(text)) at(nodePath.node, text);
    },
  });
  return found;
}

const convertedFiles = CONVERTED.flatMap((entry) => (entry.endsWith('/') ? sourceFiles(entry) : [entry]))
  .filter((file) => file.endsWith('.tsx'));
for (const file of convertedFiles) {
  problems.push(...literalTexts(file).map((text) => `${text} is not marked for translation`));
}

if (problems.length > 0) {
  console.error(`${problems.length} translation problem${problems.length === 1 ? '' : 's'}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`The catalogues of ${LOCALES.length} languages match the code; ${convertedFiles.length} converted files have no literal text.`);
