/**
 * Where server.ts sends log lines: stdout, but one write per turn of the event loop instead of
 * one per line. At info level every request logs a line; written one by one that is a system
 * call per request, batched it is one per burst. Lines keep their order; the batch is written
 * when it reaches `maxBytes`, on the next setImmediate, and at process exit (so the last lines
 * before a crash or a shutdown are not lost). docs/decisions/025-cached-get-throughput.md.
 */
export interface LogStream {
  write(line: string): void;
  flush(): void;
}

export function batchedLogStream(out: { write(text: string): unknown } = process.stdout, maxBytes = 64 * 1024): LogStream {
  let lines: string[] = [];
  let bytes = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    bytes = 0;
    out.write(text);
  };
  if (out === process.stdout) process.on('exit', flush);
  return {
    write(line) {
      lines.push(line);
      bytes += line.length;
      if (bytes >= maxBytes) return flush();
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
