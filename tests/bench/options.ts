// What every benchmark takes from `npm run bench`: `--smoke` asks for the smallest run that still
// goes through every step (seconds, no thresholds), which .ci/run does so that a broken bench fails CI.
export interface BenchOptions {
  smoke: boolean;
}
