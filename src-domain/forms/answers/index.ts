export * from './field-def';
export * from './field-logic';
export * from './field-rules';
export * from './identity';
export * from './messages';
export * from './template-rules';
export * from './validate';
