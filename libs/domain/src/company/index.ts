export * from './locations';
export * from './activity';
