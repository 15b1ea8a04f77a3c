import type { AddressInput } from '../services/api-types.ts';
import { caller, type HandlerGroup } from './handler.ts';

type Params = { userId: number; addressId: number };

export const addressHandlers: HandlerGroup = ({ addresses }) => ({
  listAddresses: (request) => addresses.list(caller(request), (request.params as Params).userId),
  createAddress: async (request, reply) => {
    const { userId } = request.params as Params;
    const address = await addresses.create(caller(request), userId, request.body as AddressInput);
    return reply.code(201).send(address);
  },
  updateAddress: (request) => {
    const { userId, addressId } = request.params as Params;
    return addresses.update(caller(request), userId, addressId, request.body as AddressInput);
  },
  deleteAddress: async (request, reply) => {
    const { userId, addressId } = request.params as Params;
    await addresses.delete(caller(request), userId, addressId);
    return reply.code(204).send();
  },
});
