export { boardRoutes } from './routes';
export { type BoardService, createBoardService } from './service';
