export * from './errors.ts';
export * from './catalogue/index.ts';
export * from './envelope/index.ts';
export * from './parse-in-slices.ts';
