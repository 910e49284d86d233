// The builders live with the database code so that the seed uses them without depending on tests.
export * from '../../db/factories';
