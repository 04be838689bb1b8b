export * from './day-list';
export * from './queue';
export * from './consent';
