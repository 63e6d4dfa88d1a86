// The order test files are handed to the workers. The api and browser projects share one group (one
// pool of workers, vitest.config.ts), and the pool takes files in this order: two api files first (the
// build the browser files wait for runs meanwhile), then a browser file and an api file in turn, then
// the api files left. Long browser files so start early beside the api files instead of after all of
// them, and the run ends on short api files rather than on one long browser file with the other
// workers idle. Within each project Vitest's own order stands: longest (last run) or largest first.
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** api files handed out before the first browser file. */
const API_FIRST = 2;

export default class InterleavingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const api = sorted.filter((spec) => spec.project.name === "api");
    const browser = sorted.filter((spec) => spec.project.name === "browser");
    // One worker (the embedded database) would only wait for the build sooner: all api files first.
    const oneGroup = api[0]?.project.config.sequence.groupOrder === browser[0]?.project.config.sequence.groupOrder;
    if (!api.length || !browser.length || !oneGroup || api[0].project.config.maxWorkers === 1) return sorted;
    const interleaved = api.splice(0, API_FIRST);
    while (browser.length) interleaved.push(browser.shift()!, ...api.splice(0, 1));
    interleaved.push(...api);
    // Files of other projects (unit) keep their place: they are in groups of their own.
    const rest = sorted.filter((spec) => spec.project.name !== "api" && spec.project.name !== "browser");
    return [...rest, ...interleaved];
  }
}
