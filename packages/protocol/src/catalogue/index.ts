export * from './define-call.ts';
