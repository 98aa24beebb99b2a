// A rate-limit store for limits that must hold while Redis is away: the shared Redis store while it
// answers, this process's own memory while it does not. A sign-in, two-factor or password limit never
// switches off (an attacker who can take Redis down must not get unlimited guesses); while Redis is
// away each instance counts on its own, so the allowance is at most the limit times the instances.
import { MemoryStore, type Options, type Store } from 'express-rate-limit';

export class FailoverStore implements Store {
  private readonly memory = new MemoryStore();

  constructor(
    private readonly shared: Store,
    /** Told each time a count went to memory because Redis did not answer. */
    private readonly onFallback: (error: unknown) => void = () => {},
  ) {}

  async init(options: Options): Promise<void> {
    this.memory.init(options);
    await this.shared.init?.(options);
  }

  async increment(key: string) {
    try {
      return await this.shared.increment(key);
    } catch (error) {
      this.onFallback(error);
      return this.memory.increment(key);
    }
  }

  async decrement(key: string) {
    await Promise.allSettled([this.shared.decrement(key), this.memory.decrement(key)]);
  }

  async resetKey(key: string) {
    await Promise.allSettled([this.shared.resetKey(key), this.memory.resetKey(key)]);
  }

  async get(key: string) {
    try {
      return (await this.shared.get?.(key)) ?? this.memory.get(key);
    } catch {
      return this.memory.get(key);
    }
  }

  shutdown() {
    this.memory.shutdown();
  }
}
