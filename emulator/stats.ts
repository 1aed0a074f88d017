/**
 * Request and quota counters, read by tests and benchmarks through GET /emulator/stats. Everything
 * here is bounded, whatever a client sends: a long-running emulator (npm start for a day, or a fuzz
 * test's thousands of odd paths) must not grow without end.
 */
export const LOG_LIMITS = {
  /** Lines kept; the oldest go first. */
  lines: 10_000,
  /** Bytes (UTF-16 code units, what the strings cost) of all kept lines together. */
  bytes: 2_000_000,
  /** One line's length; longer ones are cut and marked. */
  lineLength: 2_000,
  /** Distinct endpoints counted by name; the rest are counted together. */
  endpoints: 1_000,
};

/** Where requests to endpoints past LOG_LIMITS.endpoints are counted. */
export const OTHER_ENDPOINTS = '(other endpoints)';

export class Stats {
  requests = new Map<string, number>();
  quotaUsed = 0;
  /** The request lines (method + path + sorted query, secrets redacted), to find repeated identical requests. */
  requestLog: string[] = [];
  private logBytes = 0;
  /** Commands the embed pages accepted (playVideo, seekTo, ...), as the pages report them. */
  playerCommands = new Map<string, number>();

  record(endpoint: string, requestLine: string): void {
    const key = this.requests.has(endpoint) || this.requests.size < LOG_LIMITS.endpoints ? endpoint : OTHER_ENDPOINTS;
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
    const line = requestLine.length > LOG_LIMITS.lineLength ? `${requestLine.slice(0, LOG_LIMITS.lineLength)}…(cut)` : requestLine;
    this.requestLog.push(line);
    this.logBytes += line.length;
    // Drop from the front in one splice: shift() per line is quadratic on a full log.
    let drop = 0;
    while (this.requestLog.length - drop > LOG_LIMITS.lines || this.logBytes > LOG_LIMITS.bytes) this.logBytes -= this.requestLog[drop++]!.length;
    if (drop > 0) this.requestLog.splice(0, drop);
  }

  /** The log's size now, for tests that hold it to its limits. */
  get logSize(): { lines: number; bytes: number } {
    return { lines: this.requestLog.length, bytes: this.logBytes };
  }

  recordPlayerCommand(func: string): void {
    this.playerCommands.set(func, (this.playerCommands.get(func) ?? 0) + 1);
  }

  reset(): void {
    this.requests.clear();
    this.playerCommands.clear();
    this.quotaUsed = 0;
    this.requestLog = [];
    this.logBytes = 0;
  }

  toJSON() {
    return {
      requests: Object.fromEntries([...this.requests.entries()].sort()),
      totalRequests: [...this.requests.values()].reduce((a, b) => a + b, 0),
      quotaUsed: this.quotaUsed,
      requestLog: this.requestLog,
      playerCommands: Object.fromEntries([...this.playerCommands.entries()].sort()),
      totalPlayerCommands: [...this.playerCommands.values()].reduce((a, b) => a + b, 0),
    };
  }
}
