import { setupGolden } from './golden';

export default () => setupGolden('pg');
