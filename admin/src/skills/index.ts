import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import type { ResourceProps } from 'react-admin';
import { SkillCreate, SkillEdit } from './SkillForm';
import { SkillList } from './SkillList';

export const skills: ResourceProps = {
  name: 'skills',
  list: SkillList,
  create: SkillCreate,
  edit: SkillEdit,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
