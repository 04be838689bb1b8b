export * from './day-list';
export * from './queue';
export * from './consent';
export * from './identity-gateway';
export * from './desk-gateway';
export * from './code-scanner';
export * from './desk-wording';
export * from './step-roles';
