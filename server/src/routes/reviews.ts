import type { ReviewCreate } from '../services/api-types.ts';
import { caller, type HandlerGroup } from './handler.ts';

export const reviewHandlers: HandlerGroup = ({ reviews }) => ({
  createReview: async (request, reply) => {
    const review = await reviews.create(caller(request), request.body as ReviewCreate);
    return reply.code(201).send(review);
  },
});
