import type { AppContext } from '../../context.ts';
import { listBrands, listChannels, listClients } from './common.repository.ts';

/** SPEC §7 common/all-clients: every client with its brands. */
export async function allClients(ctx: AppContext) {
  const [clients, brands] = await Promise.all([listClients(ctx.db), listBrands(ctx.db)]);
  return clients.map((client) => ({
    ...client,
    brands: brands.filter((b) => b.client_id === client.id).map((b) => ({ id: b.id, name: b.name })),
  }));
}

/** SPEC §7 common/all-channels. */
export async function allChannels(ctx: AppContext) {
  return listChannels(ctx.db);
}
