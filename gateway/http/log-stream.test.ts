import { describe, expect, it } from 'vitest';
import { batchedLogStream } from './log-stream';

describe('batched log stream', () => {
  it('writes the lines of one turn at once, in order, on the next setImmediate', async () => {
    const writes: string[] = [];
    const stream = batchedLogStream({ write: (t) => writes.push(t) });
    stream.write('a\n');
    stream.write('b\n');
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['a\nb\n']);
    stream.write('c\n');
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('writes at once when the batch is full, and on flush', () => {
    const writes: string[] = [];
    const stream = batchedLogStream({ write: (t) => writes.push(t) }, 4);
    stream.write('ab\n');
    expect(writes).toEqual([]);
    stream.write('cd\n');
    expect(writes).toEqual(['ab\ncd\n']);
    stream.write('e\n');
    stream.flush();
    expect(writes).toEqual(['ab\ncd\n', 'e\n']);
    stream.flush();
    expect(writes).toHaveLength(2);
  });
});
