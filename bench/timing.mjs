// The benches' shared timing: medians, and the median of 3 rounds of the median of a few runs after a
// warm-up (machines here are noisy; one figure per case, stable from run to run).

/** @param {number[]} xs */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * @param {() => unknown} run
 * @param {number} runs per round
 * @returns {number} median of 3 rounds of the median of `runs` runs, in ms
 */
export function medianOfRounds(run, runs) {
  run();
  const rounds = [];
  for (let r = 0; r < 3; r += 1) {
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      run();
      times.push(performance.now() - started);
    }
    rounds.push(median(times));
  }
  return median(rounds);
}
