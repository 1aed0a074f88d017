/** Request and quota counters, read by tests and benchmarks through GET /emulator/stats. */
export class Stats {
  requests = new Map<string, number>();
  quotaUsed = 0;
  /** The full request lines (method + path + sorted query), to find repeated identical requests. */
  requestLog: string[] = [];
  /** Commands the embed pages accepted (playVideo, seekTo, ...), as the pages report them. */
  playerCommands = new Map<string, number>();

  record(endpoint: string, requestLine: string): void {
    this.requests.set(endpoint, (this.requests.get(endpoint) ?? 0) + 1);
    this.requestLog.push(requestLine);
    if (this.requestLog.length > 10_000) this.requestLog.shift();
  }

  recordPlayerCommand(func: string): void {
    this.playerCommands.set(func, (this.playerCommands.get(func) ?? 0) + 1);
  }

  reset(): void {
    this.requests.clear();
    this.playerCommands.clear();
    this.quotaUsed = 0;
    this.requestLog = [];
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
