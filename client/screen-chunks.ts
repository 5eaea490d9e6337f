// How the build cuts the client into chunks: by screen and by what the first screens show
// (issue 44 point 4, decision 110), not by component. Left to itself, rolldown makes one chunk
// per distinct set of lazy pages that use a module, so the home page loaded 60 scripts, most of
// them one icon or one Mantine component under 2 KB. Here:
// - `initial`: what the entry imports statically (loaded before any page anyway);
// - `first`: what the first screens a visitor sees (the desktop and mobile homes with their
//   layouts, the landing page) need and share with any other screen, with what it imports;
// - a first screen's layout (`pc-layout`, `wp-tab-layout`) takes the layout itself and what only
//   screens of its own interface share with it: every such screen loads that layout anyway;
// - the rest (a page, what only it uses, what only later screens share) is split as before.
// Only the project's own modules are named: a library module goes with the first group that
// imports it (rolldown follows the bindings actually used through barrels like @mantine/core's
// index, which a walk over importers cannot).
import type { Rolldown } from 'vite';

/** A first screen's family: its layout, the first screen(s) of it, and every screen of its interface. */
interface Family {
  /** The chunk name (the layout's file name, which the service worker test and the preload lists know). */
  name: string;
  /** The layout module itself. */
  shell: RegExp;
  /** The modules (layout, page) a first visit of this interface renders. */
  first: RegExp;
  /** Every lazy page or layout of this interface. */
  member: RegExp;
}

const FAMILIES: Family[] = [
  {
    name: 'pc-layout',
    shell: /[\\/]app[\\/]layouts[\\/]pc-layout\.tsx$/,
    first: /[\\/]app[\\/](layouts[\\/]pc-layout|routes[\\/]pc[\\/]home)\.tsx$/,
    member: /[\\/]app[\\/](layouts[\\/]pc-|routes[\\/]pc[\\/])/,
  },
  {
    name: 'wp-tab-layout',
    shell: /[\\/]app[\\/]layouts[\\/]wp-tab-layout\.tsx$/,
    first: /[\\/]app[\\/](layouts[\\/]wp-tab-layout|routes[\\/]wp[\\/]home)\.tsx$/,
    member: /[\\/]app[\\/](layouts[\\/]wp-|routes[\\/]wp[\\/])/,
  },
];
/** The landing page: a first screen outside both interfaces (no layout of its own). */
const LANDING = /[\\/]app[\\/]routes[\\/]landing\.tsx$/;

/** The entry and the lazily imported modules (pages, layouts, …) that load `id` through static imports. */
export function screensOf(id: string, ctx: Pick<Rolldown.ChunkingContext, 'getModuleInfo'>, memo = new Map<string, Set<string>>()) {
  const known = memo.get(id);
  if (known) return known;
  const screens = new Set<string>();
  const seen = new Set([id]);
  const stack = [id];
  while (stack.length) {
    const m = ctx.getModuleInfo(stack.pop() as string);
    if (!m) continue;
    if (m.isEntry || m.dynamicImporters.length > 0) screens.add(m.id);
    for (const i of m.importers)
      if (!seen.has(i)) {
        seen.add(i);
        stack.push(i);
      }
  }
  memo.set(id, screens);
  return screens;
}

/** The chunk a project module goes to (null: rolldown's own splitting), from the screens that load it. */
export function screenChunk(id: string, screens: ReadonlySet<string>): string | null {
  for (const f of FAMILIES) if (f.shell.test(id)) return f.name;
  if (screens.size <= 1) return null;
  const list = [...screens];
  const firstOf = FAMILIES.filter((f) => list.some((s) => f.first.test(s)));
  const landing = list.some((s) => LANDING.test(s));
  if (firstOf.length === 0 && !landing) return null;
  const family = firstOf[0];
  if (family && firstOf.length === 1 && !landing && list.every((s) => family.member.test(s))) return family.name;
  return 'first';
}

/** The build's `output.codeSplitting`. */
export function screenChunks(): Rolldown.CodeSplittingOptions {
  // (one build per process: vite build, the tests' background build)
  const memo = new Map<string, Set<string>>();
  return {
    groups: [
      // everything the entry imports statically is loaded before the first page anyway: one
      // chunk instead of ~20 small shared ones (issue 19 point 8)
      { name: 'initial', tags: ['$initial'] },
      {
        debugName: 'screens',
        name(id, ctx) {
          if (id.startsWith('\0') || /[\\/]node_modules[\\/]/.test(id)) return null;
          return screenChunk(id, screensOf(id, ctx, memo));
        },
      },
    ],
  };
}
