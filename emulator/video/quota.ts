import type { EmulatorContext } from '../context.ts';
import { errors } from './errors.ts';

/** Units per call as the real service charges them (docs/reference/facts.md, Data API: quota). */
export const QUOTA_COST = { list: 1, insert: 50, update: 50, delete: 50, search: 100 } as const;

const pacificDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The daily budget (EMULATOR_QUOTA units, default 10,000) in ctx.stats.quotaUsed, which
 * GET /emulator/stats shows. It resets at midnight Pacific time on the emulator's clock, as the
 * real quota does.
 */
export class QuotaLedger {
  private day: string;

  constructor(private readonly ctx: EmulatorContext) {
    this.day = pacificDay.format(ctx.clock.now());
  }

  private rollOver(): void {
    const today = pacificDay.format(this.ctx.clock.now());
    if (today !== this.day) {
      this.day = today;
      this.ctx.stats.quotaUsed = 0;
    }
  }

  /** Refuses a call that would go past the budget (403 quotaExceeded); charges nothing then. */
  ensure(cost: number): void {
    this.rollOver();
    if (this.ctx.stats.quotaUsed + cost > this.ctx.options.quota) throw errors.quotaExceeded();
  }

  charge(cost: number): void {
    this.rollOver();
    this.ctx.stats.quotaUsed += cost;
  }
}
