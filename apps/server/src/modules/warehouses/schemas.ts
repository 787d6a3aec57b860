import { paginationQuery } from '../../http/pagination';

// The bodies are the shared form schemas of packages/domain; the list's query is the server's.

const WAREHOUSES_PAGE_SIZE = 50;
export const warehouseListQuery = paginationQuery(WAREHOUSES_PAGE_SIZE);
