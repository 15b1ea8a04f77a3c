import type { AdminAssignment, LibraryInput } from '../services/api-types.ts';
import type { HandlerGroup } from './handler.ts';

type IdParams = { id: number };

export const libraryHandlers: HandlerGroup = ({ libraries }) => ({
  listPublicLibraries: () => libraries.listPublic(),
  listLibraries: () => libraries.list(),
  createLibrary: async (request, reply) => {
    const library = await libraries.create(request.body as LibraryInput);
    return reply.code(201).send(library);
  },
  updateLibrary: (request) =>
    libraries.update((request.params as IdParams).id, request.body as LibraryInput),
  deleteLibrary: async (request, reply) => {
    await libraries.delete((request.params as IdParams).id);
    return reply.code(204).send();
  },
  listAdmins: () => libraries.listAdmins(),
  assignAdmin: (request) => libraries.assignAdmin(request.body as AdminAssignment),
  unassignAdmin: (request) => libraries.unassignAdmin({ id: (request.params as IdParams).id }),
});
