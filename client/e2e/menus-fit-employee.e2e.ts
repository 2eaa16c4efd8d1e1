import { menusFitSuite } from './support/menus-fit-suite';

menusFitSuite('employee');
