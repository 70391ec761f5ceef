/** The Vite manifest of a build (`build.manifest`): which file each source module became, and what it imports. */
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const manifestPath = (buildDir: string) => path.join(buildDir, '.vite', 'manifest.json');

export function readManifest(buildDir: string): Manifest {
  return JSON.parse(fs.readFileSync(manifestPath(buildDir), 'utf8')) as Manifest;
}

/** The build's one entry chunk, with its manifest key. */
export function entryOf(manifest: Manifest): [key: string, chunk: ManifestChunk] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0]!;
}

/** The files of the given manifest keys and of every chunk they import statically, each once. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  return [...new Set(staticKeys(manifest, keys).map((key) => manifest[key]!.file))];
}

/** The given manifest keys and those of every chunk they import statically, each once. */
export function staticKeys(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}
