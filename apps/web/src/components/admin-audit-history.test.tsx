import type { AuditEntry } from '@cotizador/contracts/admin-accounts';
import { describe, expect, it } from 'vitest';
import { describeChanges } from './admin-audit-history';

function entry(before: AuditEntry['before'], after: AuditEntry['after']): AuditEntry {
  return {
    id: 1,
    actor: null,
    action: 'update',
    entity_type: 'company',
    entity_id: 4,
    before,
    after,
    created_at: '2026-11-24T00:00:00.000Z',
  };
}

describe('describeChanges', () => {
  it('lists only the fields that changed, with Spanish names, before → after', () => {
    const changes = describeChanges(
      entry(
        { id: 4, code: 'promo-norte', name: 'Promocionales del Norte', percentage_indirect_expenses: 10 },
        { id: 4, code: 'promo-norte', name: 'Promo Norte', percentage_indirect_expenses: 12.5 },
      ),
    );
    expect(changes).toEqual(['Nombre: Promocionales del Norte → Promo Norte', 'Gastos indirectos (%): 10 → 12.5']);
  });

  it('says nothing for a creation or removal (only one side)', () => {
    expect(describeChanges(entry(null, { id: 1, name: 'Canal' }))).toEqual([]);
    expect(describeChanges(entry({ id: 1, name: 'Canal' }, null))).toEqual([]);
  });

  it('shows an emptied value as a dash', () => {
    expect(describeChanges(entry({ description: 'Texto' }, { description: null }))).toEqual(['Descripción: Texto → —']);
  });
});
