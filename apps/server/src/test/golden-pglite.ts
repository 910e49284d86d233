import { setupGolden } from './golden';

export default () => setupGolden('pglite');
