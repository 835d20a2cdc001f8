import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compilingOnly } from '../../test/compiling-only.ts';
import { mapValue, StatementShapes } from './statement-shapes.ts';

type Args = { name: string; ids: number[]; limit: number };

describe('StatementShapes: a statement built and compiled once per shape (decision 027)', () => {
  const db = compilingOnly('postgres');
  const build = (args: Args) => (slot: <T>(read: (a: Args) => T) => T) =>
    db
      .selectFrom('products')
      .select('id')
      .where(
        'name',
        'like',
        mapValue(
          slot((a) => a.name),
          (name) => `%${name}%`,
        ),
      )
      .where(
        'id',
        'in',
        args.ids.map((_, index) => slot((a) => a.ids[index] ?? 0)),
      )
      .limit(slot((a) => a.limit));

  it('builds once per key and binds each run’s own values in the compiled order', () => {
    const shapes = new StatementShapes<Args>();
    let builds = 0;
    const run = (args: Args) =>
      shapes.compile(`ids:${args.ids.length}`, args, (slot) => {
        builds++;
        return build(args)(slot);
      });
    const first = run({ name: 'taza', ids: [1, 2], limit: 24 });
    const second = run({ name: 'termo', ids: [7, 9], limit: 12 });
    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(second.sql).toBe('select "id" from "products" where "name" like $1 and "id" in ($2, $3) limit $4');
    expect(second.parameters).toEqual(['%termo%', 7, 9, 12]);
    expect(first.parameters).toEqual(['%taza%', 1, 2, 24]);
    // Another shape (three ids) is another statement.
    expect(run({ name: 'x', ids: [1, 2, 3], limit: 1 }).parameters).toEqual(['%x%', 1, 2, 3, 1]);
    expect(builds).toBe(2);
  });

  it('refuses a slot used for a decision or written into the SQL text', () => {
    const shapes = new StatementShapes<{ n: number }>();
    expect(() =>
      shapes.compile('decides', { n: 1 }, (slot) => {
        const n = slot((a) => a.n);
        return db
          .selectFrom('products')
          .select('id')
          .limit(n > 0 ? 1 : 2);
      }),
    ).toThrow(/bound parameter/);
    expect(() =>
      shapes.compile('text', { n: 1 }, (slot) =>
        db
          .selectFrom('products')
          .select('id')
          .where(sql.raw<boolean>(`id = ${slot((a) => a.n)}`)),
      ),
    ).toThrow(/bound parameter/);
  });

  it('keeps the most recently used shapes up to its capacity', () => {
    const shapes = new StatementShapes<Args>(2);
    let builds = 0;
    const run = (key: string) =>
      shapes.compile(key, { name: 'a', ids: [1], limit: 1 }, (slot) => {
        builds++;
        return build({ name: 'a', ids: [1], limit: 1 })(slot);
      });
    run('a');
    run('b');
    run('a'); // a is now the most recent; b goes first
    run('c');
    expect(shapes.size).toBe(2);
    expect(builds).toBe(3);
    run('a');
    expect(builds).toBe(3);
    run('b');
    expect(builds).toBe(4);
  });
});
