export { contactRoutes } from './routes';
export { type ContactService, createContactService } from './service';
