// The admin screens, as the route table loads them. They import only what they draw: the operator
// screens they share code with (chat, price history, product tabs, date picker) are not imported
// whole to shape the chunks, since the desk then compiled and evaluated four operator screens it
// never shows (issue 18: the inbox's blocking time). The bundler moves the shared code into chunks
// of its own; an operator route downloads one more file for it at most, under the same budgets
// (scripts/bundle-budget.mjs, decision 027).

export { CatalogueImportPage } from '@/features/admin-catalogue/components/catalogue-import-page';
export { InboxPage } from '@/features/admin-inbox/components/inbox-page';
export { AdminQuotationPage } from '@/features/admin-quotation/components/admin-quotation-page';
