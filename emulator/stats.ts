/** Request and quota counters, read by tests and benchmarks through GET /emulator/stats. */
export class Stats {
  requests = new Map<string, number>();
  quotaUsed = 0;
  /** The full request lines (method + path + sorted query), to find repeated identical requests. */
  requestLog: string[] = [];

  record(endpoint: string, requestLine: string): void {
    this.requests.set(endpoint, (this.requests.get(endpoint) ?? 0) + 1);
    this.requestLog.push(requestLine);
    if (this.requestLog.length > 10_000) this.requestLog.shift();
  }

  reset(): void {
    this.requests.clear();
    this.quotaUsed = 0;
    this.requestLog = [];
  }

  toJSON() {
    return {
      requests: Object.fromEntries([...this.requests.entries()].sort()),
      totalRequests: [...this.requests.values()].reduce((a, b) => a + b, 0),
      quotaUsed: this.quotaUsed,
      requestLog: this.requestLog,
    };
  }
}
