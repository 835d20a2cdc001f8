import { type Compilable, CompiledQuery } from 'kysely';

/** Distinct shapes kept per `StatementShapes` (the least recently used goes first). */
const DEFAULT_CAPACITY = 500;

/**
 * A value a shaped statement reads from its arguments each time it runs. It may only ever become
 * a bound parameter: turning it into text or a number (a decision, a string template) throws, so
 * a builder that decides anything from a value instead of from the shape fails at once.
 */
class Slot<A> {
  constructor(readonly read: (args: A) => unknown) {}
  toString(): never {
    throw new Error('A statement slot can only be a bound parameter (decide from the shape, not from the value).');
  }
  valueOf(): never {
    return this.toString();
  }
  toJSON(): never {
    return this.toString();
  }
}

/** Makes a slot: typed as the value it stands for, so the builder code is the same in both modes. */
export type SlotOf<A> = <T>(read: (args: A) => T) => T;

/**
 * `derive(value)`, also when `value` is a slot: then `derive` runs on the value the statement is
 * given each time it runs (a LIKE pattern from a word, a list's text from the list).
 */
export function mapValue<T, U>(value: T, derive: (value: T) => U): U {
  if (value instanceof Slot) {
    const slot: Slot<unknown> = value;
    return new Slot((args) => derive(slot.read(args) as T)) as U;
  }
  return derive(value);
}

type Shape = { sql: string; parameters: readonly unknown[] };

/**
 * Kysely statements built and compiled once per shape (decision 027, "Statements compiled once per
 * shape"). The shape key must name everything that changes the SQL text (which filters are set,
 * how many ids a list has, the order…); the builder decides only from the shape and takes its
 * values from slots. Building and compiling a catalogue page cost about as much as running it.
 */
export class StatementShapes<A> {
  readonly #shapes = new Map<string, Shape>();
  readonly #capacity: number;

  constructor(capacity = DEFAULT_CAPACITY) {
    this.#capacity = capacity;
  }

  /** The statement of this shape with the values of `args`; built with slots the first time. */
  compile<R>(key: string, args: A, build: (slot: SlotOf<A>) => Compilable<R>): CompiledQuery<R> {
    let shape = this.#shapes.get(key);
    if (shape) {
      // Most recently used last: Map keeps insertion order.
      this.#shapes.delete(key);
    } else {
      const slot: SlotOf<A> = (read) => new Slot(read) as never;
      const { sql, parameters } = build(slot).compile();
      shape = { sql, parameters };
      if (this.#shapes.size >= this.#capacity) {
        const oldest = this.#shapes.keys().next().value;
        if (oldest !== undefined) this.#shapes.delete(oldest);
      }
    }
    this.#shapes.set(key, shape);
    const parameters = shape.parameters.map((parameter) => (parameter instanceof Slot ? parameter.read(args) : parameter));
    return CompiledQuery.raw(shape.sql, parameters) as CompiledQuery<R>;
  }

  get size(): number {
    return this.#shapes.size;
  }
}
