import { afterEach, describe, expect, it } from 'vitest';
import { makeProductPage } from '@/components/product-card-fixtures';
import { DEFAULT_PAGING, useCataloguePagingStore } from '@/features/catalogue/stores/catalogue-paging-store';
import { demoCompany, demoUser } from '@/testing/fixtures';
import { useSessionStore } from './session-store';

describe('stores keep their state when told what they already hold (issue 18: no re-render for it)', () => {
  afterEach(() => {
    useSessionStore.getState().clear();
    useCataloguePagingStore.setState({ paging: DEFAULT_PAGING });
    localStorage.clear();
  });

  it('the session keeps its user and company objects when the refresh answers the same', () => {
    useSessionStore.getState().signIn({ token: 't', user: { ...demoUser }, company: { ...demoCompany } });
    const before = useSessionStore.getState();
    useSessionStore.getState().updateInfo({ user: { ...demoUser }, company: { ...demoCompany } });
    const after = useSessionStore.getState();
    expect(after.user).toBe(before.user);
    expect(after.company).toBe(before.company);

    const renamed = { ...demoUser, name: 'Otra' };
    useSessionStore.getState().updateInfo({ user: renamed, company: { ...demoCompany } });
    expect(useSessionStore.getState().user).toEqual(renamed);
    expect(useSessionStore.getState().company).toBe(before.company);
  });

  it('the catalogue paging is not replaced when the same answer is recorded again', () => {
    const page = makeProductPage([], { last_page: 4, total: 80 });
    useCataloguePagingStore.getState().syncFromResponse(page);
    const recorded = useCataloguePagingStore.getState().paging;
    expect(recorded).toMatchObject({ last_page: 4, total: 80 });

    useCataloguePagingStore.getState().syncFromResponse({ ...page });
    expect(useCataloguePagingStore.getState().paging).toBe(recorded);

    useCataloguePagingStore.getState().syncFromResponse({ ...page, total: 81 });
    expect(useCataloguePagingStore.getState().paging.total).toBe(81);
  });
});
