import 'reflect-metadata';

const version = __APP_VERSION__;
console.info(`V${version}`);
