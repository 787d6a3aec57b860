// Every query of the accounts: the rows themselves, and the search of the client lookup and the
// users page. Functions take the database or the unit of work's transaction.

export * from './accounts';
export * from './search';
