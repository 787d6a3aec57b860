export { rebuildStatisticsHours } from './queries';
export { statisticsRoutes } from './routes';
export { createStatisticsService, type StatisticsService } from './service';
