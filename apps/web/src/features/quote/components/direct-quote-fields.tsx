import { Select, SimpleGrid } from '@mantine/core';
import { useChannels } from '../api/get-channels';
import { useClients } from '../api/get-clients';
import type { QuotationFormController } from '../hooks/use-quotation-form';
import { toId } from '../lib/select-id';

/** Company cpa: client (optional), brand and channel (both required). */
export function DirectQuoteFields({ quote }: { quote: QuotationFormController }) {
  const clients = useClients({ enabled: true });
  const channels = useChannels({ enabled: true });
  const { state, actions } = quote;
  const clientList = clients.data?.clients ?? [];
  const brands = clientList.find((client) => client.id === state.clientId)?.brands ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select
        label="Cliente"
        placeholder="Selecciona un cliente"
        data={clientList.map((client) => ({ value: String(client.id), label: client.name }))}
        value={state.clientId === null ? null : String(state.clientId)}
        onChange={(value) => actions.setClient(toId(value))}
        searchable
        clearable
        nothingFoundMessage="Sin resultados"
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Marca"
        placeholder={state.clientId === null ? 'Elige primero un cliente' : 'Selecciona una marca'}
        data={brands.map((brand) => ({ value: String(brand.id), label: brand.name }))}
        value={state.brandId === null ? null : String(state.brandId)}
        onChange={(value) => actions.setBrand(toId(value))}
        disabled={state.clientId === null}
        searchable
        withAsterisk
        nothingFoundMessage="Sin resultados"
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Canal"
        placeholder="Selecciona un canal"
        data={(channels.data?.channels ?? []).map((channel) => ({ value: String(channel.id), label: channel.name }))}
        value={state.channelId === null ? null : String(state.channelId)}
        onChange={(value) => actions.setChannel(toId(value))}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
