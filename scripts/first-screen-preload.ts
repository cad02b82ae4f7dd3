/**
 * A renderer build plugin: index.html names the first screen's code (its chunk and every
 * chunk that one imports) as `modulepreload`, and its CSS as a preload, so the browser
 * fetches and compiles them while the entry script runs. Without it they are asked for
 * only after the entry has run (main.tsx loads the opening screen), one long wait added
 * to every cold start. What the first screen imports only later (its deferred grids:
 * AG Grid, components/DeferredGrid.tsx) is a `prefetch`: fetched at low priority while
 * the page starts, but compiled only when asked for, so it never holds back the first
 * paint. Only the first screen: the others still load when opened.
 */
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunks `start` imports statically, transitively, except those the entry already loads. */
function staticImports(bundle: OutputBundle, start: OutputChunk, entryLoaded: Set<string>): OutputChunk[] {
  const found = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk): void => {
    if (found.has(chunk.fileName) || entryLoaded.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...found.values()];
}

/** `firstScreen`: the absolute path of the module the first screen's `load()` imports. */
export function firstScreenPreload(firstScreen: string): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
        const screen = chunks.find((c) => c.facadeModuleId === firstScreen);
        if (!screen) throw new Error(`first-screen-preload: no chunk is built from ${firstScreen}`);
        const entryLoaded = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const preload = staticImports(bundle, screen, entryLoaded);
        const early = new Set([...entryLoaded, ...preload.map((c) => c.fileName)]);
        const later = preload.flatMap((c) => c.dynamicImports.map((name) => bundle[name])).filter((c): c is OutputChunk => c?.type === 'chunk');
        const prefetch = [...new Set(later.flatMap((c) => staticImports(bundle, c, early)))];
        const css = preload.flatMap((c) => [...((c as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])]);
        const tags: HtmlTagDescriptor[] = [
          ...preload.map((c) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${c.fileName}` }, injectTo: 'head' as const })),
          ...prefetch.map((c) => ({ tag: 'link', attrs: { rel: 'prefetch', as: 'script', crossorigin: true, href: `./${c.fileName}` }, injectTo: 'head' as const })),
          ...css.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` }, injectTo: 'head' as const })),
        ];
        return tags;
      },
    },
  };
}
