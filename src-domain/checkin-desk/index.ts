export * from './day-list';
export * from './queue';
export * from './consent';
export * from './identity-gateway';
