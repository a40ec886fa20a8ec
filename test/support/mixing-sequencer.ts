import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs the browser tests among the integration and infra tests instead of before them (vitest runs
 * projects one after another): a browser test mostly waits on Chromium and on its page's timers,
 * an integration test keeps DynamoDB Local busy, so the two together fill a small machine's cores.
 * The unit tests, quick and many, come last.
 */
export default class MixingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((file) => file.project.name === 'e2e');
    const heavy = sorted.filter((file) => file.project.name === 'integration' || file.project.name === 'infra');
    const light = sorted.filter((file) => !browser.includes(file) && !heavy.includes(file));
    const mixed: TestSpecification[] = [];
    let taken = 0;
    browser.forEach((file, index) => {
      mixed.push(file);
      // The heavy files spread evenly between the browser files.
      const until = Math.round(((index + 1) * heavy.length) / browser.length);
      mixed.push(...heavy.slice(taken, until));
      taken = until;
    });
    return [...mixed, ...heavy.slice(taken), ...light];
  }
}
