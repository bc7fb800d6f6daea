import { describe, expect, it, vi } from 'vitest';
import { isOfflineDayRoute, offlineDayBuild, type PlanChunk, planOfflineDay, routePath } from './offline-day';
import { filesForPaths } from './route-files';

const route = (file: string) => `/work/src/routes/${file}.tsx?tsr-split=component`;

/** A chunk of a made-up build; `assets` are its CSS. */
const chunk = (fileName: string, parts: Partial<PlanChunk> = {}): PlanChunk => ({
  fileName,
  name: fileName.replace(/^assets\//, '').replace(/-\w+\.js$/, ''),
  isEntry: false,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  assets: [],
  ...parts,
});

// The entry opens every page lazily; My Schedule's visit and a growing area (Patients) share a
// dialog; the visit opens the map with its CSS.
const BUILD: PlanChunk[] = [
  chunk('assets/index-a.js', {
    isEntry: true,
    assets: ['assets/index-a.css'],
    dynamicImports: [
      'assets/shell-a.js',
      'assets/sign-in-a.js',
      'assets/authenticate-a.js',
      'assets/my-schedule-a.js',
      'assets/my-schedule.view._id-a.js',
      'assets/patients-a.js',
      'assets/patients._id-a.js',
      'assets/_-a.js',
      'assets/update-prompt-a.js',
    ],
  }),
  chunk('assets/inputs-a.js'),
  chunk('assets/shell-a.js', { moduleIds: [route('_app')], assets: ['assets/shell-a.css'] }),
  chunk('assets/sign-in-a.js', { moduleIds: [route('sign-in')], imports: ['assets/inputs-a.js'] }),
  chunk('assets/authenticate-a.js', { moduleIds: [route('authenticate')], imports: ['assets/inputs-a.js'] }),
  chunk('assets/_-a.js', { moduleIds: [route('_app/$')] }),
  chunk('assets/my-schedule-a.js', { moduleIds: [route('_app/my-schedule'), route('_app/my-schedule.index')] }),
  chunk('assets/my-schedule.view._id-a.js', {
    moduleIds: [route('_app/my-schedule.view.$id')],
    imports: ['assets/Modal-a.js'],
    dynamicImports: ['assets/stops-map-a.js', 'assets/patients-a.js'],
  }),
  chunk('assets/stops-map-a.js', { assets: ['assets/stops-map-a.css'] }),
  chunk('assets/Modal-a.js'),
  chunk('assets/update-prompt-a.js'),
  chunk('assets/patients-a.js', { moduleIds: [route('_app/patients')], imports: ['assets/Modal-a.js', 'assets/Table-a.js'] }),
  chunk('assets/patients._id-a.js', { moduleIds: [route('_app/patients.$id')], dynamicImports: ['assets/chart-a.js'] }),
  chunk('assets/Table-a.js'),
  chunk('assets/chart-a.js', { assets: ['assets/chart-a.css'] }),
];
const GROUPS = ['index', 'inputs', 'shell', 'field-sync', 'my-schedule'];

describe('routePath', () => {
  it.each([
    ['_app/my-schedule.view.$id.forms.$code', '/my-schedule/view/$id/forms/$code'],
    ['_app/my-schedule.index', '/my-schedule'],
    ['_app', '/'],
    ['_app/$', '/$'],
    ['_app/patients/$id', '/patients/$id'],
    ['_app/patients/route', '/patients'],
    ['_app/(admin)/users.index', '/users'],
    ['_app/posts_.$id.edit', '/posts/$id/edit'],
    ['sign-in', '/sign-in'],
    ['index', '/'],
    ['file[.]json', '/file.json'],
  ])('%s → %s', (file, path) => {
    expect(routePath(file)).toBe(path);
  });
});

describe('isOfflineDayRoute', () => {
  it.each([
    ['/my-schedule', true],
    ['/my-schedule/view/$id/forms/$code', true],
    ['/account/pin', true],
    ['/sign-in', true],
    ['/$', true],
    ['/', true],
    ['/authenticate', false],
    ['/patients', false],
    ['/my-schedules', false],
    ['/accounting/$id', false],
  ])('%s → %s', (path, offline) => {
    expect(isOfflineDayRoute(path)).toBe(offline);
  });
});

describe('planOfflineDay', () => {
  const plan = planOfflineDay(BUILD, GROUPS);

  it('precaches the first screens, the public pages, the field day and all they load', () => {
    expect([...plan.precache].sort()).toEqual(
      [
        'assets/index-a.js',
        'assets/index-a.css',
        'assets/inputs-a.js',
        'assets/shell-a.js',
        'assets/shell-a.css',
        'assets/sign-in-a.js',
        'assets/_-a.js',
        'assets/my-schedule-a.js',
        'assets/my-schedule.view._id-a.js',
        'assets/Modal-a.js',
        'assets/stops-map-a.js',
        'assets/stops-map-a.css',
        'assets/update-prompt-a.js',
      ].sort(),
    );
  });

  it('leaves a growing area out, with the files its pages load beyond the precache', () => {
    const files = (path: string) => (plan.routes.routes[path] ?? []).map((i) => plan.routes.files[i]).sort();
    expect(files('/patients')).toEqual(['assets/Table-a.js', 'assets/patients-a.js']);
    expect(files('/patients/$id')).toEqual(['assets/chart-a.css', 'assets/chart-a.js', 'assets/patients._id-a.js']);
    expect(files('/authenticate')).toEqual(['assets/authenticate-a.js']);
    expect(Object.keys(plan.routes.routes).sort()).toEqual(['/authenticate', '/patients', '/patients/$id']);
  });

  it('takes an area in when its path joins the offline day', () => {
    const wider = planOfflineDay(BUILD, GROUPS, ['/sign-in', '/my-schedule', '/patients']);
    expect(wider.precache).toContain('assets/chart-a.css');
    expect(Object.keys(wider.routes.routes)).toEqual(['/authenticate']);
  });
});

describe('filesForPaths', () => {
  const routeFiles = { files: ['a.js', 'b.js', 'c.js'], routes: { '/patients': [0], '/patients/$id': [0, 1], '/patients-archive': [2] } };

  it('gives the files of every route at or below a menu path, once', () => {
    expect(filesForPaths(routeFiles, ['/patients']).sort()).toEqual(['a.js', 'b.js']);
    expect(filesForPaths(routeFiles, ['/tasks'])).toEqual([]);
    expect(filesForPaths(routeFiles, ['/'])).toEqual([]);
  });
});

describe('offlineDayBuild', () => {
  const bundle = Object.fromEntries([
    ...BUILD.map((c) => [
      c.fileName,
      {
        ...c,
        type: 'chunk' as const,
        code: 'x'.repeat(1000),
        viteMetadata: { importedCss: new Set(c.assets), importedAssets: new Set<string>() },
      },
    ]),
    ['index.html', { type: 'asset' as const, fileName: 'index.html', source: '<html>' }],
  ]);
  const entries = [
    ...Object.keys(bundle).map((url) => ({ url, size: 1000, revision: null })),
    ...BUILD.flatMap((c) => c.assets).map((url) => ({ url, size: 1000, revision: null })),
    { url: 'notification.wav', size: 500, revision: 'r' },
  ];

  it('keeps the planned chunks and the files it does not decide on, and tells the worker the rest', () => {
    const log = vi.fn();
    const build = offlineDayBuild({ groups: GROUPS, transferSize: (data) => data.length / 10, budget: 10_000, log });
    build.plugin.generateBundle(undefined, bundle);
    const { manifest } = build.manifestTransform(entries);
    const urls = manifest.map((e) => e.url);
    expect(urls).toContain('index.html');
    expect(urls).toContain('notification.wav');
    expect(urls).toContain('assets/stops-map-a.css');
    expect(urls).not.toContain('assets/patients-a.js');
    expect(urls).not.toContain('assets/chart-a.css');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^precache: 15 of 21 files/));
    const config: { define?: Record<string, unknown> } = { define: { __APP_BUILD__: '"1"' } };
    build.defineRouteFiles(config);
    expect(config.define?.__APP_BUILD__).toBe('"1"');
    expect(JSON.parse(String(config.define?.__ROUTE_FILES__)).routes['/patients/$id']).toHaveLength(3);
  });

  it('fails the build over the budget, and when nothing was planned', () => {
    const build = offlineDayBuild({ groups: GROUPS, transferSize: (data) => data.length, budget: 1_000, log: () => {} });
    expect(() => build.manifestTransform(entries)).toThrow(/not planned/);
    build.plugin.generateBundle(undefined, bundle);
    expect(() => build.manifestTransform(entries)).toThrow(/over its 1.0 kB budget/);
  });
});
