import { z } from 'zod';

/** Paging info: the community's lists and the learning engine's cards are paged so. */
export const pagingInfoSchema = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total_records: z.number().int(),
  records_per_page: z.number().int(),
});
export type PagingInfo = z.infer<typeof pagingInfoSchema>;
