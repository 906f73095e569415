/**
 * What the machine itself costs, printed beside the figures so a report from an unusual machine
 * is read as such. Lighthouse's simulated mobile throttling multiplies the CPU time the page took
 * here by 4: every cost of this machine's own, not only the page's JavaScript, is multiplied too.
 * The one that varies most between the virtual machines this team runs on is the first touch of
 * fresh memory (a page fault: the kernel, and under a hypervisor the host, backing a new page).
 * A browser loading a page takes tens of thousands of them (its heaps, each document, each image's
 * own document for an SVG); at ~1 µs each they are noise, at ~15 µs they are seconds.
 * Lighthouse's own CPU calibration (benchmarkIndex) runs plain JavaScript on warm memory and
 * does not see it.
 */

/** Above this, Lighthouse's mobile figures from this machine are inflated and not comparable. */
export const freshPageMicrosTypicalMax = 3;

const pageBytes = 4096;

/** Median µs the first write to a fresh 4 KiB page of memory takes here (64 MiB, three times). */
export function freshPageMicros(megabytes = 64, rounds = 3): number {
  const bytes = megabytes * 2 ** 20;
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // allocUnsafeSlow: its own allocation, large enough to come straight from the kernel, untouched.
    const buffer = Buffer.allocUnsafeSlow(bytes);
    const started = process.hrtime.bigint();
    for (let i = 0; i < bytes; i += pageBytes) buffer[i] = 1;
    samples.push(Number(process.hrtime.bigint() - started) / 1000 / (bytes / pageBytes));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

/** A warning to print before browser figures when the machine's fresh memory is unusually slow; null when it is not. */
export function freshMemoryWarning(micros: number): string | null {
  if (!(micros > freshPageMicrosTypicalMax)) return null;
  return (
    `⚠ fresh memory costs ${micros.toFixed(1)} µs a page on this machine (typical hardware: under ${freshPageMicrosTypicalMax} µs): ` +
    'every page fault the browser takes is multiplied by Lighthouse’s 4× CPU simulation, so its mobile scores here are lower than the page earns; compare them only with runs from a machine like this one.'
  );
}
