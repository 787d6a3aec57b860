export { loadSharp } from './images';
export { canSeePrivateFile } from './policy';
export { fileRoutes } from './routes';
export { createFileService, type FileService, type Prepared, type PreparedImage, type StoredFile } from './service';
