export { loadSharp } from './images';
export { fileRoutes } from './routes';
export { createFileService, type FileService, type Prepared, type PreparedImage, type StoredFile } from './service';
