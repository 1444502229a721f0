import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, authorizedFetch } from './session';

export const dataProvider = simpleRestProvider(API_URL, authorizedFetch);
