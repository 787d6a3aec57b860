export { addressRoutes } from './routes';
export { type AddressService, createAddressService, presentAddress } from './service';
