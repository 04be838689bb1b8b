export * from './day-list';
export * from './queue';
