// The demo data an embedded installation starts with (DEMO_DATA), seeded by the server at start.
export { seedDemoBoard, seedDemoCatalog } from './seed';
