// Prints how long each project took (from its first test file's start to its last one's end; projects of
// one group overlap) and the sum of its files' own times (tests, hooks and loading: less swayed by how
// the files were spread over the workers), the build's time when the run built the apps, the whole
// run's time, and last the closing line CI reads: "tests: N passed, N failed". TEST_TIMELINE=1 also
// prints when each file started and ended (seconds from the run's start), to see what a run ends on.
import type { Reporter, TestModule } from "vitest/node";
import { buildOutcome } from "./build.js";

type Span = { start: number; end: number; files: number; busy: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SummaryReporter implements Reporter {
  /** Vitest makes its reporters first: the run's time includes the global setups (database, build start). */
  private readonly runStart = Date.now();
  private readonly spans = new Map<string, Span>();
  private readonly timeline: Array<{ file: string; start: number; end: number }> = [];
  private readonly fileStarts = new Map<string, number>();

  onTestModuleStart(module: TestModule) {
    this.fileStarts.set(module.moduleId, Date.now());
    const name = module.project.name || "tests";
    const span = this.spans.get(name);
    if (span) span.start = Math.min(span.start, Date.now());
    else this.spans.set(name, { start: Date.now(), end: Date.now(), files: 0, busy: 0 });
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name || "tests");
    if (!span) return;
    span.end = Math.max(span.end, Date.now());
    span.files++;
    const { duration, collectDuration, setupDuration } = module.diagnostic();
    span.busy += duration + collectDuration + setupDuration;
    const start = this.fileStarts.get(module.moduleId) ?? Date.now();
    this.timeline.push({ file: `${module.project.name} ${module.relativeModuleId}`, start: start - this.runStart, end: Date.now() - this.runStart });
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      if (module.state() === "failed" && ![...module.children.allTests()].some((t) => t.result().state === "failed")) failed++;
    }
    console.log("");
    if (process.env.TEST_TIMELINE) {
      for (const { file, start, end } of this.timeline.sort((a, b) => a.start - b.start)) {
        console.log(`${(start / 1000).toFixed(1).padStart(6)} → ${(end / 1000).toFixed(1).padStart(6)}  ${file}`);
      }
      console.log("");
    }
    for (const [name, span] of [...this.spans].sort(([, a], [, b]) => a.start - b.start)) {
      console.log(
        `${name.padEnd(8)} ${String(span.files).padStart(3)} files  ${seconds(span.end - span.start).padStart(8)}   files' sum ${seconds(span.busy)}`,
      );
    }
    const build = buildOutcome.loyaltyTestBuild;
    // The build runs beside the first api files (tests/setup/build.ts, tests/setup/sequencer.ts).
    if (build)
      console.log(`${"build".padEnd(8)}            ${`${build.seconds.toFixed(1)} s`.padStart(8)}${build.code === 0 ? "" : `  failed, exit ${build.code}`}`);
    console.log(`${"whole run".padEnd(8)}           ${seconds(Date.now() - this.runStart).padStart(8)}`);
    console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
