// The order test files start in (decision 063). Within a tier vitest's own order stands (files
// that failed last time first, then the longest, or the largest on a first run). The tiers go
// integration, browser, unit: the integration files need no client, so they run while the
// client builds in the background (tests/global-setup.ts); the long browser journeys follow;
// the many short unit files fill the end, so both workers finish together.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const TIER_ORDER = ['integration', 'browser', 'unit'];

export default class TierSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = TIER_ORDER.indexOf(f.project.name);
      return i === -1 ? TIER_ORDER.length : i;
    };
    // (Array.prototype.sort is stable: vitest's order holds within a tier)
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
