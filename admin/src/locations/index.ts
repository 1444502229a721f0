import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import type { ResourceProps } from 'react-admin';
import { LocationCreate, LocationEdit } from './LocationForm';
import { LocationList } from './LocationList';

export const locations: ResourceProps = {
  name: 'locations',
  list: LocationList,
  create: LocationCreate,
  edit: LocationEdit,
  icon: PlaceIcon,
  recordRepresentation: 'name',
};
