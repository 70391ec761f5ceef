import { fileURLToPath } from 'node:url';
import type { LoadHook } from 'node:module';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';

/**
 * Node module hooks that compile Lingui's macros in the app's own modules, for scripts that import
 * browser code under tsx rather than Vite (scripts/flows.ts imports the machines, whose texts are
 * `msg` descriptors). Registered with `registerMacroHooks()`, they run after tsx has turned the
 * TypeScript into JavaScript.
 */
export const load: LoadHook = async (url, context, nextLoad) => {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || loaded.source === undefined) return loaded;
  const source = String(loaded.source);
  if (!/['"]@lingui\/(?:core|react)\/macro['"]/.test(source)) return loaded;
  const result = await transformAsync(source, {
    filename: fileURLToPath(url),
    babelrc: false,
    configFile: false,
    plugins: [[linguiMacro, { stripMessageField: false }]],
  });
  return { ...loaded, source: result?.code ?? source };
};
