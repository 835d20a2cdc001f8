// The admin screens, as the route table loads them. Each one also pulls in, statically, the operator
// screens it shares code with (chat, price history, product tabs, date picker, the layout's menu):
// the bundler then keeps that shared code inside the operator's chunks exactly as before, instead of
// splitting it into new chunks that every operator route would download. The admin downloads a
// little more; an operator nothing more (tools/route-chunks.mjs, decision 021).
import '@/features/quotations/components/quotation-page';
import '@/features/quotations/components/quotations-page';
import '@/features/catalogue/components/catalogue-page';
import '../../routes/product-route';

export { CatalogueImportPage } from '@/features/admin-catalogue/components/catalogue-import-page';
export { InboxPage } from '@/features/admin-inbox/components/inbox-page';
export { AdminQuotationPage } from '@/features/admin-quotation/components/admin-quotation-page';
