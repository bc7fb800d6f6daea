// The first screens painted by the HTML alone (DESIGN §1: a phone on a weak signal sees the
// sign-in page or the PIN gate before any script has arrived): at build time the sign-in page and
// the PIN gate ('Please verify your PIN', SPEC §4) are rendered to HTML by the app's own components
// (src/app/prerender/screens.tsx, react-dom/server), with the CSS they use inlined, into an overlay
// above the app's root; the app removes it when its own screen is in place (takeover.ts).
// - index.html carries both screens and a small inline classic script in <head> (the CSP allows it
//   by its hash, server/http/inline-script-hashes.ts: no round trip before the first paint) that
//   picks one before the body is painted, from what the app
//   itself reads at start: the session kept on the device (a PIN gate, with the user's name) or
//   none (the sign-in page at / and /sign-in). Anything else paints the loading screen as before.
// - sign-in/index.html, which the server sends for /sign-in, is the sign-in page alone, without
//   that script: nothing stands between its HTML and its first paint.
// The rules of the page's own CSS (Mantine's base layers, src/main.tsx) that the screens use are
// inlined too, and its stylesheet is fetched without blocking the first paint. The screens' fields
// are read-only and their buttons inert until the app takes over, so nothing typed or pressed
// before then is lost.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { createServer, type Plugin, type Rollup } from 'vite';
import { APP_STYLESHEET_ATTRIBUTE } from '../src/app/app-stylesheet.ts';

const SCREENS_MODULE = '/src/app/prerender/screens.tsx';
/** vite:build-html's output, and the copy the server sends for /sign-in (a folder's index, @fastify/static). */
const INDEX = 'index.html';
export const SIGN_IN_INDEX = 'sign-in/index.html';

interface Screens {
  signInHtml(): string;
  pinGateHtml(): { keypad: string; form: string };
  NAME_PLACEHOLDER: { givenName: string; familyName: string; initials: string };
}

/**
 * Picks the painted screen before the body is parsed, as the app will decide once it runs:
 * src/api/session-store.ts (the session), src/api/boot-store.ts (the config last read),
 * src/app/shell/app-layout.tsx (a PIN is asked after every start when the user has one and
 * EnableUserPin is on), src/routes/index.tsx and sign-in.tsx (signed out: the sign-in page).
 */
const SCREEN_SCRIPT = `(function () {
  var root = document.documentElement;
  try {
    var path = location.pathname;
    var session = JSON.parse(localStorage.getItem('emr.session') || 'null');
    var user = session && session.user;
    if (!user) {
      if (path === '/' || path === '/sign-in') root.setAttribute('data-screen', 'sign-in');
      return;
    }
    var config = JSON.parse(localStorage.getItem('emr.boot.config') || 'null');
    if (!user.hasPin || !config || !config.settings || config.settings.EnableUserPin !== 'true') return;
    if (/^\\/(sign-in|authenticate|password-expired|account-verification|invitation)(\\/|$)/.test(path)) return;
    var name = ((user.givenName || '') + ' ' + (user.familyName || '')).trim();
    var words = name.split(/\\s+/).filter(Boolean);
    var initials = ((words[0] || '').charAt(0) + (words.length > 1 ? words[words.length - 1].charAt(0) : '')).toUpperCase();
    root.style.setProperty('--prerender-name', JSON.stringify(name));
    root.style.setProperty('--prerender-initials', JSON.stringify(initials));
    root.setAttribute('data-screen', 'pin');
  } catch (error) {
    root.removeAttribute('data-screen');
  }
  // Once parsed, only the screen shown stays (its PIN layout as PinKeypad picks it): a field or a
  // heading of the others, hidden by CSS meanwhile, is nobody's to find.
  document.addEventListener('DOMContentLoaded', function () {
    var screen = root.getAttribute('data-screen');
    var keypad = matchMedia('not all and (min-width: 62em)').matches || matchMedia('(pointer: coarse)').matches;
    var drop = ['.prerender-keypad', '.prerender-form', '.prerender-sign-in', '.prerender-pin'].filter(function (selector) {
      if (selector === '.prerender-sign-in') return screen !== 'sign-in';
      if (selector === '.prerender-pin') return screen !== 'pin';
      return selector === (keypad ? '.prerender-form' : '.prerender-keypad');
    });
    drop.forEach(function (selector) {
      var node = document.querySelector('#prerender ' + selector);
      if (node) node.remove();
    });
    if (!screen) {
      var overlay = document.getElementById('prerender');
      if (overlay) overlay.remove();
    }
  });
})();
`;

/**
 * APP_LOADER: asks for the app's files once the first frame is painted (a frame's callbacks run
 * just before its paint, and a task queued from one runs after it), where the module script and
 * the page's stylesheet stood in <head>, so the cascade is the one of Vite's own links. The
 * stylesheet is linked for print, which holds nothing back; src/app/app-stylesheet.ts switches it
 * to all media before the app renders, and the app's lazy chunks find it linked (Vite's preload
 * helper loads a chunk's CSS only when no link has it). A hidden page paints no frame: it loads at
 * once. Each file is named in a `src =` or `href =` of its own, which the first service worker
 * reads to keep them (src/app/pwa/html-files.ts). The text is the same on both painted pages, so
 * one hash in the CSP allows it (server/http/inline-script-hashes.ts).
 */
function appLoader(stylesheets: readonly string[], preloads: readonly string[], entry: string): string {
  const add = (tag: string, set: string) =>
    `e = document.createElement('${tag}'); e.crossOrigin = ''; ${set}; here.parentNode.insertBefore(e, here);`;
  const files = [
    ...stylesheets.map((href) =>
      add(
        'link',
        `e.rel = 'stylesheet'; e.media = 'print'; e.setAttribute('${APP_STYLESHEET_ATTRIBUTE}', ''); e.href = ${JSON.stringify(href)}`,
      ),
    ),
    ...preloads.map((href) => add('link', `e.rel = 'modulepreload'; e.href = ${JSON.stringify(href)}`)),
    add('script', `e.type = 'module'; e.src = ${JSON.stringify(entry)}`),
  ];
  return `(function () {
  var here = document.currentScript;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var e;
    ${files.join('\n    ')}
  }
  if (document.visibilityState === 'hidden') return load();
  document.addEventListener('visibilitychange', load, { once: true });
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
`;
}

/** The empty element that ends the body: the first paint waits for it (see the expect link). */
const BODY_END = 'first-paint-ready';

/** The overlay and the choice of its screen; Mantine's md breakpoint picks the PIN's layout as PinKeypad does. */
const OVERLAY_CSS = `#prerender{position:fixed;inset:0;z-index:1000;overflow:auto;background:var(--mantine-color-body)}
#prerender>div{display:none}
html[data-screen=sign-in] #prerender>.prerender-sign-in,html[data-screen=pin] #prerender>.prerender-pin{display:block}
html:not([data-screen]) #prerender{display:none}
.prerender-keypad{display:none}
@media not all and (min-width:62em),(pointer:coarse){.prerender-keypad{display:block}.prerender-form{display:none}}
.prerender-name::before{content:var(--prerender-name)}
.prerender-initials::before{content:var(--prerender-initials)}`;

/** Mantine's theme variables, which each rendered screen starts with (MantineProvider), and React's preload of the brand image. */
const THEME_STYLE = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/;
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/** The screens' markup made inert until the app takes over: no native form submission, fields read-only, buttons off (aria). */
function inert(markup: string): string {
  return (
    markup
      .replace(THEME_STYLE, '')
      .replace(IMAGE_PRELOAD, '')
      // Not a form for anyone: the app's form (role form, 'Sign in') is the one to fill in.
      .replace(/<form\b[^>]*>/g, '<div>')
      .replace(/<\/form>/g, '</div>')
      .replace(/<input\b/g, '<input readonly=""')
      .replace(/<button\b/g, '<button aria-disabled="true"')
      .replace(/\btype="submit"/g, 'type="button"')
  );
}

// ---------- critical CSS: the rules whose classes the screens use ----------

/** Splits CSS text into top-level blocks (a rule or an at-rule with its body), comments dropped. */
function blocks(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) {
        out.push(text.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return out.filter(Boolean);
}

/** The rules of `css` a page with these classes can match: each selector's classes all present. */
function usedRules(css: string, classes: ReadonlySet<string>): string {
  const kept: string[] = [];
  for (const block of blocks(css)) {
    const open = block.indexOf('{');
    if (open < 0) continue; // @charset, @import, @layer statements
    const head = block.slice(0, open).trim();
    const body = block.slice(open + 1, -1);
    if (head.startsWith('@media') || head.startsWith('@supports') || head.startsWith('@layer') || head.startsWith('@container')) {
      const inner = usedRules(body, classes);
      if (inner) kept.push(`${head}{${inner}}`);
      continue;
    }
    if (head.startsWith('@')) continue; // keyframes, font-face: the screens are still
    const selectors = head
      .split(',')
      .filter((selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => classes.has(name ?? '')));
    if (selectors.length > 0) kept.push(`${selectors.join(',')}{${body}}`);
  }
  return kept.join('');
}

const classNames = (markup: string): Set<string> =>
  new Set([...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, names = '']) => names.split(/\s+/).filter(Boolean)));

// ---------- the bundle ----------

const chunksOf = (bundle: Rollup.OutputBundle) =>
  new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));

/** The CSS files of `roots` and of everything they import statically, in import order. */
function cssOf(bundle: Rollup.OutputBundle, roots: readonly Rollup.OutputChunk[]): string[] {
  const chunks = chunksOf(bundle);
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file);
  };
  for (const root of roots) visit(root);
  return css;
}

const source = (bundle: Rollup.OutputBundle, file: string): string => {
  const asset = bundle[file];
  if (asset?.type !== 'asset') throw new Error(`prerender: ${file} is not in the bundle`);
  return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
};

export interface PrerenderOptions {
  /** The module ids of the screens' route chunks: the sign-in page's and the PIN gate's. */
  signIn: RegExp;
  pinGate: RegExp;
}

export function prerenderFirstScreens(options: PrerenderOptions): Plugin {
  let screens: Screens | undefined;
  let root = process.cwd();
  /** sign-in/index.html, made beside index.html and emitted once the bundle is complete. */
  let signInPage: string | undefined;
  return {
    name: 'emr:prerender-first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      // The app's own modules, as Vite runs them in Node (TSX; CSS modules' class names as the build's).
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        screens = (await server.ssrLoadModule(SCREENS_MODULE)) as Screens;
      } finally {
        await server.close();
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry || !screens) return html;
        const chunks = [...chunksOf(bundle).values()];
        const byModule = (test: RegExp) => chunks.filter((chunk) => chunk.moduleIds.some((id) => test.test(id)));
        const placeholder = screens.NAME_PLACEHOLDER;
        const signInMarkup = screens.signInHtml();
        const themeVariables = THEME_STYLE.exec(signInMarkup)?.[1] ?? '';
        const signIn = `<div class="prerender-sign-in">${inert(signInMarkup)}</div>`;
        const gate = screens.pinGateHtml();
        const named = (markup: string) =>
          inert(markup)
            .replace(`${placeholder.givenName} ${placeholder.familyName}`, '<span class="prerender-name"></span>')
            .replace(`>${placeholder.initials}<`, '><span class="prerender-initials"></span><');
        // index.html: the brand image loads only when the sign-in page is the one shown.
        const lazySignIn = signIn.replace(/<img\b/g, '<img loading="lazy"');
        const pin = `<div class="prerender-pin"><div class="prerender-form">${named(gate.form)}</div><div class="prerender-keypad">${named(gate.keypad)}</div></div>`;

        // The rules the screens use, of the page's own CSS and of their chunks' CSS.
        const entryCss = entry.viteMetadata?.importedCss ?? new Set<string>();
        const screenCss = cssOf(bundle, [...byModule(options.signIn), ...byModule(options.pinGate)]).filter((file) => !entryCss.has(file));
        const used = classNames(signIn + pin);
        const critical = usedRules([...entryCss, ...screenCss].map((file) => source(bundle, file)).join(''), used);

        let out = html.replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');
        for (const file of entryCss) {
          const link = new RegExp(`<link rel="stylesheet"([^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*)>`);
          if (!link.test(out)) throw new Error(`prerender: the entry's stylesheet ${file} is not linked from index.html`);
          out = out.replace(link, '');
        }
        // The app's files are not needed for the first paint, and are asked for only after it
        // (APP_LOADER): the painted screen has the weak signal to itself, and to Lighthouse's
        // simulation a file that arrived before the first frame holds that frame back.
        const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const src = entryScript.exec(out)?.[1];
        if (!src) throw new Error("prerender: index.html's module script is not where it was expected");
        const preloads = [...out.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g)];
        for (const [tag] of preloads) out = out.replace(tag, '');
        const loader = appLoader(
          [...entryCss].map((file) => `/${file}`),
          preloads.map(([, href = '']) => href),
          src,
        );
        out = out.replace(entryScript, `<script>${loader}</script>`);
        // Mantine's theme variables after the base CSS's defaults, as the app orders them.
        out = out.replace('</head>', `<style>${critical}${themeVariables}${OVERLAY_CSS}</style>\n</head>`);
        // The first paint waits until the whole body is parsed (<link rel=expect blocking=render>
        // on its last element): the parser yields on a slow phone, and a frame painted from half
        // the overlay showed a card that grew and moved up, centred, as the rest arrived (CLS 0.13
        // on /sign-in); one painted before the loading screen's last line moved its mark up.
        out = out
          .replace('</head>', `<link rel="expect" href="#${BODY_END}" blocking="render">\n</head>`)
          .replace('</body>', `<i id="${BODY_END}"></i>\n  </body>`);
        const overlay = (screensHtml: string) => `<div id="prerender">${screensHtml}</div>`;
        signInPage = out
          .replace('<html lang="en"', '<html lang="en" data-screen="sign-in"')
          .replace('<div id="root">', `${overlay(signIn)}<div id="root">`);
        // Inline: a script file would be a blocking round trip before the first paint.
        const script = `<script>${SCREEN_SCRIPT}</script>`;
        return out.replace('<title>', `${script}\n    <title>`).replace('<div id="root">', `${overlay(lazySignIn + pin)}<div id="root">`);
      },
    },
    // After vite:build-html has written index.html (its generateBundle comes after the plugins' own).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!bundle[INDEX]) return;
        if (!signInPage) this.error('prerender: index.html was built without its first screens');
        this.emitFile({ type: 'asset', fileName: SIGN_IN_INDEX, source: signInPage });
        // Emitted after the compression plugin has run: its .br and .gz are made here, at the same levels (vite.config.ts).
        const brotli = brotliCompressSync(signInPage, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } });
        this.emitFile({ type: 'asset', fileName: `${SIGN_IN_INDEX}.br`, source: brotli });
        this.emitFile({ type: 'asset', fileName: `${SIGN_IN_INDEX}.gz`, source: gzipSync(signInPage, { level: 9 }) });
      },
    },
  };
}
