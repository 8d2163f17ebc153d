// A first visit as Lighthouse sees it: its mobile default (a mid-range phone, simulated slow 4G
// and a 4x slower CPU) on home, /rng and /lottery, against the server serving the built app
// (`npm run build` first; this builds nothing). Three runs a page in a fresh Chromium each; the
// median of each figure. Performance, LCP, CLS, TBT, FCP and the accessibility score, with the
// machine's load average beside them: Lighthouse's simulated timings scale with the CPU time the
// page's tasks really took, so a busy machine scores lower (the 0.06-0.16 were taken on
// a saturated one).
//
//   npx tsx bench/lighthouse.ts       (LIGHTHOUSE_RUNS=n runs a page, 3 by default;
//                                      LIGHTHOUSE_REPORT_DIR=dir keeps each run's JSON report;
//                                      LIGHTHOUSE_PAGES=/,/rng for other pages;
//                                      LIGHTHOUSE_DIST=dir for another build than dist/)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { buildApp } from '../server/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { VISITOR_IP } from '../e2e/visitors';
import { benchConfig } from './support';

export const LIGHTHOUSE_PAGES = ['/', '/rng', '/lottery'];
/** The targets: performance >= 95, LCP < 1.5 s, CLS < 0.1 (mobile, on a quiet machine). */
export const LIGHTHOUSE_TARGETS = { performance: 95, lcpMs: 1500, cls: 0.1 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** One run's figures (scores 0-100, times in ms). */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

export interface LighthousePageResult extends LighthouseFigures {
  page: string;
  runs: LighthouseFigures[];
  /** The performance audits that fell short in the median run: what to look at first. */
  shortfalls: { id: string; score: number | null; display?: string }[];
}

export interface LighthouseBenchResult {
  lighthouse: string;
  formFactor: string;
  throttling: string;
  /** os.loadavg() (1, 5 and 15 minutes) as the runs began and as they ended. */
  loadBefore: number[];
  loadAfter: number[];
  pages: LighthousePageResult[];
  targets: typeof LIGHTHOUSE_TARGETS;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (n: number, digits = 0) => Number(n.toFixed(digits));

function figures(lhr: Result): LighthouseFigures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: round(metric('largest-contentful-paint')),
    cls: round(metric('cumulative-layout-shift'), 3),
    tbtMs: round(metric('total-blocking-time')),
    fcpMs: round(metric('first-contentful-paint')),
  };
}

function shortfalls(lhr: Result): LighthousePageResult['shortfalls'] {
  const ids = lhr.categories.performance?.auditRefs.map((ref) => ref.id) ?? [];
  return ids
    .map((id) => lhr.audits[id]!)
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => ({ id: a.id, score: a.score, display: a.displayValue }));
}

async function runOnce(url: string, reportFile?: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    // No config: Lighthouse's default, which is the mobile one (Moto G Power, slow 4G, 4x CPU, simulated).
    // A visitor from the default merchant's country, as e2e/shell/layout-shift.spec.ts is: from an
    // unknown country (127.0.0.1 is one) the region modal opens by itself over the page.
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: { 'X-Forwarded-For': VISITOR_IP.NG },
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (reportFile) writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Starts the server on the built app (dist/), runs Lighthouse on each page, stops the server. */
export async function lighthouseBench(
  opts: { runs?: number; pages?: string[]; reportDir?: string; distDir?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<LighthouseBenchResult> {
  const env = opts.env ?? process.env;
  const runs = opts.runs ?? Math.max(1, Number(env.LIGHTHOUSE_RUNS ?? 3) || 3);
  const pages = opts.pages ?? (env.LIGHTHOUSE_PAGES ? env.LIGHTHOUSE_PAGES.split(',') : LIGHTHOUSE_PAGES);
  const reportDir = opts.reportDir ?? env.LIGHTHOUSE_REPORT_DIR;
  const distDir = opts.distDir ?? env.LIGHTHOUSE_DIST ?? 'dist';
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  // The visitor's country comes through X-Forwarded-For, as behind the portal's proxy.
  const built = await buildApp(benchConfig({ distDir, trustProxy: ['127.0.0.1'] }), { logger: false });
  const loadBefore = loadavg().map((n) => round(n, 2));
  let version = '';
  let formFactor = '';
  let throttling = '';
  const results: LighthousePageResult[] = [];
  try {
    const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
    // One visit first, so the server's first answers (caches, prepared statements) are not a run's.
    await runOnce(`${address}/`);
    for (const page of pages) {
      const lhrs: Result[] = [];
      for (let i = 0; i < runs; i += 1) {
        const name = `${page.replace(/\W+/g, '_').replace(/^_$/, 'home').replace(/^_/, '')}-${i + 1}.json`;
        lhrs.push(await runOnce(`${address}${page}`, reportDir ? path.join(reportDir, name) : undefined));
      }
      const each = lhrs.map(figures);
      const pick = (key: keyof LighthouseFigures) => median(each.map((f) => f[key]));
      // The run whose performance score is the median one names what fell short.
      const medianRun = lhrs[each.map((f, i) => [f.performance, i] as const).sort((a, b) => a[0] - b[0])[Math.floor(each.length / 2)]![1]]!;
      version = medianRun.lighthouseVersion;
      formFactor = medianRun.configSettings.formFactor;
      throttling = medianRun.configSettings.throttlingMethod;
      results.push({
        page,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        runs: each,
        shortfalls: shortfalls(medianRun),
      });
    }
  } finally {
    await built.close();
  }
  return { lighthouse: version, formFactor, throttling, loadBefore, loadAfter: loadavg().map((n) => round(n, 2)), pages: results, targets: LIGHTHOUSE_TARGETS };
}

export function lighthouseBenchRows(result: LighthouseBenchResult) {
  const load = `load ${result.loadBefore.join('/')} -> ${result.loadAfter.join('/')}`;
  return Object.fromEntries(
    result.pages.map((p) => [
      `Lighthouse ${result.formFactor} ${p.page} (median of ${p.runs.length}, ${load})`,
      { performance: p.performance, 'LCP ms': p.lcpMs, CLS: p.cls, 'TBT ms': p.tbtMs, 'FCP ms': p.fcpMs, accessibility: p.accessibility },
    ]),
  );
}

export function lighthouseBenchWarnings(result: LighthouseBenchResult): string[] {
  const t = result.targets;
  return result.pages
    .filter((p) => p.performance < t.performance || p.lcpMs >= t.lcpMs || p.cls >= t.cls)
    .map(
      (p) =>
        `Lighthouse ${p.page}: performance ${p.performance}, LCP ${p.lcpMs} ms, CLS ${p.cls} (target >= ${t.performance}, < ${t.lcpMs} ms, < ${t.cls}; ` +
        `load ${result.loadBefore[0]}; short: ${p.shortfalls.map((s) => s.id).join(', ') || 'none'})`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await lighthouseBench();
  console.table(lighthouseBenchRows(result));
  for (const warning of lighthouseBenchWarnings(result)) console.error(warning);
}
